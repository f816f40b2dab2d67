/**
 * The Insights screen: mail in and out per day, who writes most, how fast the
 * user answers, the unread backlog and how tracked mail is opened and clicked,
 * over 7, 30 or 90 days, for all accounts or one. The period and account sit
 * in the address, so a reload or a shared link shows the same figures.
 */
import { useId, useMemo } from 'react';
import { useSearchParams } from '../../app/routing';
import { ChartColumnBig, MailCheck } from 'lucide-react';
import { useAccounts, type Account } from '../../api/accounts';
import { errorMessage } from '../../api/errors';
import { useInsights, type InsightDays, type Insights } from '../../api/insights';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Page, PageHeader } from '../../ui/page';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { HorizontalBarChart, Legend, LineChart, StackedColumnChart } from './charts';
import { busiestDay, dailyRates, peak, senderNames, total } from './figures';
import { formatPercent } from './format';
import {
  ACCOUNT_LABEL,
  ALL_ACCOUNTS,
  backlogSummary,
  chartLabel,
  CLICK_RATE,
  CLICKED,
  INSIGHTS_DESCRIPTION,
  INSIGHTS_TITLE,
  LOAD_FAILED,
  LOADING,
  mailSummary,
  MAIL_PER_DAY,
  MESSAGES,
  NO_TRACKED,
  NO_TRACKED_HINT,
  OPEN_RATE,
  OPENED,
  periodOption,
  PERIOD_LABEL,
  READ,
  RECEIVED,
  replyTimeCaption,
  replyTimeText,
  REPLY_TIME,
  RETRY,
  sendersSummary,
  SENT,
  TOP_SENDERS,
  TRACKED_MAIL,
  trackingSummary,
  UNREAD,
  UNREAD_BACKLOG,
  unreadNow,
} from './texts';

const PERIODS = ['7', '30', '90'] as const satisfies readonly InsightDays[];
const DEFAULT_PERIOD: InsightDays = '30';
/** Radix's select has no empty value; this one stands for every account. */
const ALL = 'all';

/** Fills of the two-part bars; the lighter part needs more body on the dark card to stay visible. */
const RECEIVED_FILL = 'fill-primary';
const SENT_FILL = 'fill-primary/35 dark:fill-primary/65';
const READ_FILL = 'fill-primary';
const MESSAGES_FILL = 'fill-primary/25 dark:fill-primary/55';

const isPeriod = (value: string | null): value is InsightDays => PERIODS.some((p) => p === value);

export function InsightsPage() {
  const [params, setParams] = useSearchParams();
  const wantedDays = params.get('days');
  const days = isPeriod(wantedDays) ? wantedDays : DEFAULT_PERIOD;
  const accounts = useAccounts().data ?? [];
  // An account that is gone (or a link from another user) falls back to all, rather than a 404 on screen.
  const wantedAccount = params.get('account');
  const account = accounts.some((a) => a.id === wantedAccount) ? wantedAccount! : undefined;
  const insights = useInsights(days, account);

  const choose = (key: 'days' | 'account', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const controls = (
    <div className="flex flex-wrap items-center gap-2">
      <PeriodSwitch value={days} onChange={(d) => choose('days', d === DEFAULT_PERIOD ? undefined : d)} />
      {accounts.length > 1 && <AccountPicker accounts={accounts} value={account} onChange={(id) => choose('account', id)} />}
    </div>
  );

  return (
    <Page>
      <PageHeader title={INSIGHTS_TITLE} description={INSIGHTS_DESCRIPTION} icon={ChartColumnBig} actions={controls} />
      <div className="mt-8">
        {insights.isPending ? (
          <InsightsSkeleton />
        ) : insights.isError ? (
          <div role="alert" className="rounded-xl border p-10 text-center text-sm text-muted-foreground">
            <p>{LOAD_FAILED}</p>
            <p className="mt-1">{errorMessage(insights.error)}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void insights.refetch()}>
              {RETRY}
            </Button>
          </div>
        ) : (
          <div
            data-testid="insights"
            aria-busy={insights.isPlaceholderData}
            className={cn('grid gap-4 transition-opacity lg:grid-cols-2', insights.isPlaceholderData && 'opacity-60')}
          >
            <MailPerDay data={insights.data} />
            <TopSenders data={insights.data} />
            <div className="grid content-start gap-4">
              <ReplyTime data={insights.data} />
              <UnreadBacklog data={insights.data} />
            </div>
            <TrackedMail data={insights.data} />
          </div>
        )}
      </div>
    </Page>
  );
}

function PeriodSwitch({ value, onChange }: { value: InsightDays; onChange: (days: InsightDays) => void }) {
  return (
    <div role="group" aria-label={PERIOD_LABEL} className="inline-flex h-9 items-center rounded-lg border bg-muted p-0.5 pointer-coarse:h-auto">
      {PERIODS.map((days) => {
        const active = days === value;
        return (
          <button
            key={days}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(days)}
            className={cn(
              'h-full rounded-md px-3 pointer-coarse:min-h-11 text-[13px] font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80',
              active ? 'bg-background text-foreground shadow-xs dark:bg-accent' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {periodOption(days)}
          </button>
        );
      })}
    </div>
  );
}

function AccountPicker({ accounts, value, onChange }: { accounts: readonly Account[]; value: string | undefined; onChange: (id: string | undefined) => void }) {
  return (
    <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
      <SelectTrigger aria-label={ACCOUNT_LABEL} className="h-9 w-auto max-w-64 min-w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{ALL_ACCOUNTS}</SelectItem>
        {accounts.map((a) => (
          <SelectItem key={a.id} value={a.id}>
            {a.email}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A card with its heading, an optional figure on the right and the summary that describes its chart. */
function InsightCard({
  title,
  figure,
  className,
  testId,
  children,
}: {
  title: string;
  figure?: React.ReactNode;
  className?: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Card data-testid={testId} className={cn('min-w-0 gap-4 px-4 py-5 sm:px-6', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="leading-tight font-semibold tracking-tight">{title}</h2>
        {figure}
      </div>
      {children}
    </Card>
  );
}

function Summary({ id, children, hidden = false }: { id: string; children: string; hidden?: boolean }) {
  return (
    <p id={id} data-testid="chart-summary" className={hidden ? 'sr-only' : 'text-xs text-muted-foreground'}>
      {children}
    </p>
  );
}

function MailPerDay({ data }: { data: Insights }) {
  const id = useId();
  const received = total(data.received);
  const sent = total(data.sent);
  const dates = useMemo(() => data.received.map((d) => d.date), [data.received]);
  return (
    <InsightCard
      testId="insight-mail"
      title={MAIL_PER_DAY}
      className="lg:col-span-2"
      figure={<Legend items={[{ label: RECEIVED, className: RECEIVED_FILL, kind: 'box' }, { label: SENT, className: SENT_FILL, kind: 'box' }]} />}
    >
      <StackedColumnChart
        label={chartLabel(MAIL_PER_DAY, data.days)}
        describedBy={id}
        dates={dates}
        series={[
          { label: RECEIVED, values: data.received.map((d) => d.count), className: RECEIVED_FILL },
          { label: SENT, values: data.sent.map((d) => d.count), className: SENT_FILL },
        ]}
      />
      <Summary id={id}>{mailSummary({ days: data.days, received, sent, busiest: busiestDay(data.received, data.sent) })}</Summary>
    </InsightCard>
  );
}

function TopSenders({ data }: { data: Insights }) {
  const id = useId();
  const senders = useMemo(() => {
    const names = senderNames(data.topSenders);
    return data.topSenders.map((s, i) => ({ ...s, name: names[i]! }));
  }, [data.topSenders]);
  return (
    <InsightCard
      testId="insight-senders"
      title={TOP_SENDERS}
      // A short list ends where it ends rather than stretching beside the taller column.
      className="lg:self-start"
      figure={
        senders.length > 0 && (
          <Legend items={[{ label: MESSAGES, className: MESSAGES_FILL, kind: 'box' }, { label: READ, className: READ_FILL, kind: 'box' }]} />
        )
      }
    >
      {senders.length > 0 && (
        <HorizontalBarChart
          label={chartLabel(TOP_SENDERS, data.days)}
          describedBy={id}
          totalClassName={MESSAGES_FILL}
          partClassName={READ_FILL}
          rows={senders.map((s) => ({
            key: s.email,
            name: s.name,
            title: `${s.name.includes(s.email) ? s.name : `${s.name} <${s.email}>`}: ${s.count} ${s.count === 1 ? 'message' : 'messages'}, ${s.read} read`,
            total: s.count,
            part: s.read,
            figures: `${s.count.toLocaleString('en-US')} · ${s.read.toLocaleString('en-US')} read`,
          }))}
        />
      )}
      {/* The chart writes every name and figure already; the list is for those who cannot see it. */}
      <Summary id={id} hidden={senders.length > 0}>
        {sendersSummary(data.days, senders)}
      </Summary>
    </InsightCard>
  );
}

function ReplyTime({ data }: { data: Insights }) {
  const none = data.replyMedianMinutes === null;
  return (
    <InsightCard testId="insight-reply" title={REPLY_TIME}>
      <div>
        <p data-testid="reply-median" className={cn('font-semibold tracking-tight tabular-nums', none ? 'text-2xl text-muted-foreground' : 'text-4xl')}>
          {replyTimeText(data.replyMedianMinutes)}
        </p>
        <p className="mt-1.5 text-xs text-muted-foreground">{replyTimeCaption(data.days)}</p>
      </div>
    </InsightCard>
  );
}

function UnreadBacklog({ data }: { data: Insights }) {
  const id = useId();
  const series = data.unreadBacklog;
  const now = series.at(-1)?.count ?? 0;
  const first = series[0] ?? { date: '', count: 0 };
  return (
    <InsightCard testId="insight-backlog" title={UNREAD_BACKLOG} figure={<span className="text-sm font-medium tabular-nums">{unreadNow(now)}</span>}>
      <LineChart
        label={chartLabel(UNREAD_BACKLOG, data.days)}
        describedBy={id}
        dates={series.map((d) => d.date)}
        height={150}
        series={[{ label: UNREAD, values: series.map((d) => d.count), lineClassName: 'stroke-primary', areaClassName: 'fill-primary/12' }]}
      />
      <Summary id={id}>{backlogSummary({ now, first, peak: peak(series) ?? first })}</Summary>
    </InsightCard>
  );
}

function TrackedMail({ data }: { data: Insights }) {
  const id = useId();
  const { sent, opened, clicked, daily } = data.tracking;
  const rates = useMemo(() => dailyRates(daily), [daily]);
  return (
    <InsightCard testId="insight-tracking" title={TRACKED_MAIL} className="lg:col-span-2">
      {sent === 0 ? (
        <div className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/30 p-4">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div>
            <p className="text-sm font-medium">{NO_TRACKED}</p>
            <p className="mt-0.5 text-sm text-muted-foreground">{NO_TRACKED_HINT}</p>
          </div>
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
          <dl className="grid grid-cols-3 gap-3 md:grid-cols-1 md:content-start">
            <Total label={SENT} value={sent} />
            <Total label={OPENED} value={opened} rate={formatPercent(opened, sent)} />
            <Total label={CLICKED} value={clicked} rate={formatPercent(clicked, sent)} />
          </dl>
          <div className="min-w-0 space-y-3">
            <Legend
              items={[
                { label: OPEN_RATE, className: 'stroke-primary', kind: 'line' },
                { label: CLICK_RATE, className: 'stroke-muted-foreground', kind: 'dashed' },
              ]}
            />
            <LineChart
              label={chartLabel(`${OPEN_RATE} and ${CLICK_RATE.toLowerCase()}`, data.days)}
              describedBy={id}
              dates={daily.map((d) => d.date)}
              top={100}
              format={(v) => `${Math.round(v)}%`}
              series={[
                { label: OPEN_RATE, values: rates.open, lineClassName: 'stroke-primary', dotClassName: 'fill-primary' },
                { label: CLICK_RATE, values: rates.click, lineClassName: 'stroke-muted-foreground', dotClassName: 'fill-muted-foreground', dashed: true },
              ]}
            />
            <Summary id={id}>{trackingSummary({ days: data.days, sent, opened, clicked })}</Summary>
          </div>
        </div>
      )}
    </InsightCard>
  );
}

function Total({ label, value, rate }: { label: string; value: number; rate?: string }) {
  return (
    <div className="rounded-lg bg-muted/50 px-3 py-2.5 dark:bg-muted/60">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</span>
        {rate && <span className="text-xs font-medium text-muted-foreground tabular-nums">{rate}</span>}
      </dd>
    </div>
  );
}

function InsightsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label={LOADING} role="status">
      <Skeleton className="h-80 rounded-xl lg:col-span-2" />
      <Skeleton className="h-96 rounded-xl" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
      <Skeleton className="h-64 rounded-xl lg:col-span-2" />
    </div>
  );
}
