import { Link } from '../../app/routing';
import {
  ArrowRight,
  BellRing,
  CalendarClock,
  ChartNoAxesColumn,
  Check,
  Command,
  FileText,
  Keyboard,
  Lock,
  Mail,
  Search,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cn } from '../../lib/utils';
import { buttonVariants } from '../../ui/button';
import { InboxMock } from './InboxMock';
import {
  ABOUT_TITLE,
  CLOSING_SUBTITLE,
  CLOSING_TITLE,
  CTA_GET_STARTED,
  CTA_SIGN_IN,
  FEATURE_CARDS,
  FEATURES_EYEBROW,
  FEATURES_SUBTITLE,
  FEATURES_TITLE,
  HERO_BADGE,
  HERO_FOOTNOTE,
  HERO_SUBTITLE,
  HERO_TITLE,
  PRICING_SUBTITLE,
  PRICING_TITLE,
} from './texts';

const featureIcons: Record<string, LucideIcon> = {
  'ai-powered-writing': Sparkles,
  'smart-search': Search,
  'email-analytics': ChartNoAxesColumn,
};

const moreFeatures: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: FileText, title: 'Templates & snippets', text: 'Reusable emails with placeholders, one keystroke away.' },
  { icon: CalendarClock, title: 'Send later', text: 'Schedule mail for the right moment; it goes out even with the tab closed.' },
  { icon: BellRing, title: 'Follow-up reminders', text: 'Get nudged when a thread goes quiet, not before.' },
  { icon: Keyboard, title: 'Keyboard-first', text: 'Press Ctrl K (⌘K on a Mac) for anything, C to compose, G then D for your inbox.' },
  { icon: ShieldCheck, title: 'Private by design', text: 'Incoming HTML is sanitised and remote images are blocked until you allow them.' },
  { icon: Mail, title: 'Any mailbox, or none', text: 'Connect Gmail, Outlook or any IMAP server, or start with the built-in local inbox in seconds.' },
];

const pricingIncludes = [
  'Unlimited messages, templates and snippets',
  'Writing assistant, local and private',
  'Scheduled sending and follow-up reminders',
  'Open and click tracking',
  'Self-host with one command',
];

const roadmap = [
  { title: 'IMAP & SMTP', text: 'Any mail provider, not just Gmail.', status: 'Shipped' },
  { title: 'Offline mode', text: 'Read and write on the plane; sync when you land.', status: 'Shipped' },
  { title: 'Shared templates', text: 'Templates your whole team can reuse.', status: 'Planned' },
];

function SectionHeading({
  eyebrow,
  title,
  subtitle,
  className,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold text-primary">{eyebrow}</p>}
      <h2 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h2>
      {subtitle && <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{subtitle}</p>}
    </div>
  );
}

export function LandingPage() {
  useDocumentTitle();
  return (
    <main className="flex-1">
      {/* Hero: pulled up under the transparent sticky header so the glow reaches the top. */}
      <section className="relative isolate -mt-16 overflow-hidden pt-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(70%_55%_at_50%_-5%,color-mix(in_oklab,var(--color-brand-from)_30%,transparent),transparent_70%),radial-gradient(40%_40%_at_85%_15%,color-mix(in_oklab,var(--color-brand-to)_16%,transparent),transparent_70%),radial-gradient(35%_35%_at_10%_30%,color-mix(in_oklab,oklch(0.75_0.15_200)_14%,transparent),transparent_70%)]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_60%_50%_at_50%_0%,black_30%,transparent_100%)] bg-[size:56px_56px] opacity-60"
        />

        <div className="mx-auto max-w-6xl px-4 pt-14 pb-24 sm:px-6 sm:pt-20 sm:pb-32">
          <div className="mx-auto max-w-3xl text-center">
            <Link
              to="/#pricing"
              className="inline-flex items-center gap-2 rounded-full border bg-background/60 py-1 pr-3 pl-1 text-[13px] text-muted-foreground shadow-xs backdrop-blur transition-colors hover:text-foreground"
            >
              <span className="inline-flex size-6 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Sparkles className="size-3.5" aria-hidden="true" />
              </span>
              {HERO_BADGE}
              <ArrowRight className="size-3.5" />
            </Link>
            <h1 className="mt-7 bg-linear-to-b from-foreground to-foreground/70 bg-clip-text text-[2.6rem] leading-[1.05] font-semibold tracking-tight text-balance text-transparent sm:text-6xl lg:text-7xl">
              {HERO_TITLE}
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">
              {HERO_SUBTITLE}
            </p>
            <div className="mt-9 flex flex-col items-stretch justify-center gap-3 xs:flex-row xs:items-center">
              <Link to="/auth?signup=true" className={buttonVariants({ size: 'lg', className: 'group' })}>
                {CTA_GET_STARTED}
                <ArrowRight className="transition-transform group-hover:translate-x-0.5" />
              </Link>
              <Link to="/auth" className={buttonVariants({ size: 'lg', variant: 'outline', className: 'bg-background/60 backdrop-blur' })}>
                {CTA_SIGN_IN}
              </Link>
            </div>
            <p className="mt-5 text-[13px] text-muted-foreground">{HERO_FOOTNOTE}</p>
          </div>

          <div className="relative mx-auto mt-16 max-w-5xl sm:mt-20">
            <div
              aria-hidden="true"
              className="absolute -inset-x-10 -inset-y-8 -z-10 rounded-[2rem] bg-linear-to-b from-primary/20 via-primary/5 to-transparent blur-2xl"
            />
            <InboxMock />
          </div>
        </div>
      </section>

      {/* Features */}
      <section id="features" className="border-t bg-muted/30 py-24 sm:py-28">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading eyebrow={FEATURES_EYEBROW} title={FEATURES_TITLE} subtitle={FEATURES_SUBTITLE} />
          <div className="mt-14 grid gap-5 md:grid-cols-3">
            {FEATURE_CARDS.map((feature) => {
              const Icon = featureIcons[feature.id] ?? Sparkles;
              return (
                <article
                  key={feature.id}
                  id={feature.id}
                  className="group relative overflow-hidden rounded-2xl border bg-card p-7 shadow-xs transition-[box-shadow,translate] hover:-translate-y-0.5 hover:shadow-lg"
                >
                  <div
                    aria-hidden="true"
                    className="absolute -top-16 -right-16 size-40 rounded-full bg-primary/10 blur-2xl transition-opacity group-hover:opacity-100 md:opacity-60"
                  />
                  <span className="relative inline-flex size-11 items-center justify-center rounded-xl bg-linear-to-br from-brand-from to-brand-to text-white shadow-md shadow-primary/25">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="relative mt-6 text-lg font-semibold tracking-tight">{feature.title}</h3>
                  <p className="relative mt-2 text-[15px] leading-relaxed text-muted-foreground">{feature.description}</p>
                </article>
              );
            })}
          </div>

          <div className="mt-16 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {moreFeatures.map(({ icon: Icon, title, text }) => (
              <div key={title} className="flex gap-4">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border bg-background text-primary shadow-xs">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-[15px] font-semibold">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      {/* Pricing */}
      <section id="pricing" className="py-24 sm:py-28">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading eyebrow="Pricing" title={PRICING_TITLE} subtitle={PRICING_SUBTITLE} />
          <div className="mx-auto mt-14 max-w-3xl overflow-hidden rounded-2xl border bg-card shadow-sm md:grid md:grid-cols-[1.3fr_1fr]">
            <div className="p-8 sm:p-10">
              <h3 className="text-xl font-semibold tracking-tight">Everything, for everyone</h3>
              <p className="mt-2 text-sm text-muted-foreground">
                Email Buddy is open source. Use it, read it, change it, host it.
              </p>
              <ul className="mt-7 grid gap-3 text-sm">
                {pricingIncludes.map((item) => (
                  <li key={item} className="flex items-start gap-3">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex flex-col items-center justify-center gap-1 border-t bg-muted/40 p-8 text-center sm:p-10 md:border-t-0 md:border-l">
              <p className="text-sm font-medium text-muted-foreground">Free, forever</p>
              <p className="mt-2 flex items-baseline gap-1">
                <span className="text-5xl font-semibold tracking-tight">$0</span>
                <span className="text-sm text-muted-foreground">/ month</span>
              </p>
              <Link to="/auth?signup=true" className={buttonVariants({ className: 'mt-6 w-full' })}>
                {CTA_GET_STARTED}
              </Link>
              <p className="mt-3 text-xs text-muted-foreground">No seats, no limits, no catch.</p>
            </div>
          </div>
        </div>
      </section>

      {/* About + roadmap */}
      <section id="about" className="border-t bg-muted/30 py-24 sm:py-28">
        <div className="mx-auto grid max-w-6xl gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20">
          <div>
            <p className="text-sm font-semibold text-primary">About</p>
            <h2 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{ABOUT_TITLE}</h2>
            <div className="mt-6 grid gap-4 text-[15px] leading-relaxed text-muted-foreground">
              <p>
                Email Buddy started from a simple frustration: email clients got slower while our inboxes got
                busier. We wanted the care of the best developer tools, fast, keyboard-first and honest about
                what it does, applied to the one app everyone opens first thing in the morning.
              </p>
              <p>
                Your mail stays yours. The browser never holds your Gmail token or an AI key; the server keeps
                them encrypted, and the writing assistant runs locally unless you choose a model yourself.
              </p>
            </div>
            <div className="mt-8 flex flex-wrap gap-x-8 gap-y-4 text-sm">
              <span className="inline-flex items-center gap-2">
                <Lock className="size-4 text-primary" aria-hidden="true" /> Encrypted secrets
              </span>
              <span className="inline-flex items-center gap-2">
                <Command className="size-4 text-primary" aria-hidden="true" /> Keyboard-first
              </span>
              <span className="inline-flex items-center gap-2">
                <ShieldCheck className="size-4 text-primary" aria-hidden="true" /> Open source
              </span>
            </div>
          </div>

          <div id="roadmap">
            <h3 className="text-sm font-semibold text-muted-foreground">Roadmap</h3>
            <ol className="mt-5 grid gap-3">
              {roadmap.map((item) => (
                <li key={item.title} className="flex items-start gap-4 rounded-xl border bg-card p-5 shadow-xs">
                  <span
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      item.status === 'Shipped' ? 'bg-emerald-500 shadow-[0_0_0_4px] shadow-emerald-500/20' : 'bg-muted-foreground/40',
                    )}
                  />
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center gap-2">
                      <span className="font-medium">{item.title}</span>
                      <span className="ml-auto shrink-0 rounded-full border px-2 py-0.5 text-[11px] text-muted-foreground">
                        {item.status}
                      </span>
                    </div>
                    <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      {/* Closing call to action */}
      <section className="px-4 py-24 sm:px-6 sm:py-28">
        <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-linear-to-br from-brand-from to-brand-to px-6 py-16 text-center text-white shadow-xl shadow-primary/20 sm:px-16 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(50%_80%_at_20%_0%,rgb(255_255_255/0.25),transparent_60%),radial-gradient(40%_60%_at_100%_100%,rgb(0_0_0/0.2),transparent_70%)]"
          />
          <h2 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{CLOSING_TITLE}</h2>
          <p className="mx-auto mt-4 max-w-xl text-base text-pretty text-white/80 sm:text-lg">{CLOSING_SUBTITLE}</p>
          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 xs:flex-row xs:items-center">
            <Link
              to="/auth?signup=true"
              className={buttonVariants({
                size: 'lg',
                className: 'bg-white text-zinc-900 shadow-lg shadow-black/10 hover:bg-white/90 active:bg-white/85',
              })}
            >
              {CTA_GET_STARTED}
              <ArrowRight />
            </Link>
            <Link
              to="/auth"
              className={buttonVariants({
                size: 'lg',
                variant: 'ghost',
                className: 'text-white ring-1 ring-white/30 hover:bg-white/10 hover:text-white',
              })}
            >
              {CTA_SIGN_IN}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
