import { AlertCircle, CalendarClock, CircleHelp, ListTodo, Smile } from 'lucide-react';
import type { EmailAnalysis } from '../../../core/ai/types';
import { Badge } from '../../ui/badge';
import { ACTION_ITEMS, ANALYSIS_TITLE, DEADLINES, NONE_FOUND, QUESTIONS, SENTIMENT, URGENCY } from './texts';

const URGENCY_VARIANT = { high: 'destructive', medium: 'warning', low: 'success' } as const;
const SENTIMENT_VARIANT = { positive: 'success', negative: 'destructive', neutral: 'secondary' } as const;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Section({ icon: Icon, title, items }: { icon: typeof ListTodo; title: string; items: string[] }) {
  return (
    <div className="min-w-0">
      <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Icon className="size-3.5" aria-hidden="true" />
        {title}
      </h4>
      {items.length === 0 ? (
        <p className="mt-1.5 text-sm text-muted-foreground">{NONE_FOUND}</p>
      ) : (
        <ul className="mt-1.5 space-y-1 text-sm">
          {items.map((t, i) => (
            <li key={i} className="flex gap-2">
              <span className="mt-2 size-1 shrink-0 rounded-full bg-muted-foreground/60" aria-hidden="true" />
              <span className="min-w-0">{t}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Urgency, sentiment, questions, action items and deadlines of one email. */
export function AnalysisPanel({ analysis }: { analysis: EmailAnalysis }) {
  return (
    <section data-testid="analysis-panel" aria-label={ANALYSIS_TITLE} className="@container rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-2 text-sm font-semibold">{ANALYSIS_TITLE}</h3>
        <Badge variant={URGENCY_VARIANT[analysis.urgency]} data-testid="urgency" data-urgency={analysis.urgency}>
          <AlertCircle aria-hidden="true" />
          {URGENCY}: {cap(analysis.urgency)}
        </Badge>
        <Badge variant={SENTIMENT_VARIANT[analysis.sentiment.tone]} data-testid="sentiment">
          <Smile aria-hidden="true" />
          {SENTIMENT}: {cap(analysis.sentiment.tone)}
        </Badge>
      </div>
      {analysis.primaryPurpose && <p className="mt-3 text-sm text-muted-foreground">{analysis.primaryPurpose}</p>}
      {/* Three columns only where each gets room (the full-page view); in the reading pane they stack. */}
      <div className="mt-4 grid gap-4 @2xl:grid-cols-3">
        <Section icon={CircleHelp} title={QUESTIONS} items={analysis.questions} />
        <Section icon={ListTodo} title={ACTION_ITEMS} items={analysis.actionItems} />
        <Section
          icon={CalendarClock}
          title={DEADLINES}
          items={analysis.deadlines.map((d) => (d.date ? `${d.text} (${new Date(d.date).toLocaleDateString()})` : d.text))}
        />
      </div>
    </section>
  );
}
