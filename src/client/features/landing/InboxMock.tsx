import { BellRing, CalendarClock, Inbox, Search, Send, Sparkles, Star } from 'lucide-react';
import { cn } from '../../lib/utils';

/** A product picture drawn in HTML/CSS (no image download), decorative only. */

const rows = [
  { from: 'Maya Chen', initials: 'MC', hue: 'from-rose-400 to-orange-400', subject: 'Q3 launch plan: final review', snippet: 'Attached the updated timeline. Can we lock dates by Friday?', time: '9:41', unread: true, tag: { label: 'Opened 3×', tone: 'emerald' } },
  { from: 'Stripe', initials: 'S', hue: 'from-indigo-400 to-violet-500', subject: 'Your invoice is ready', snippet: 'Invoice #2041 for November is now available to download.', time: '9:12', unread: true },
  { from: 'Diego Alvarez', initials: 'DA', hue: 'from-sky-400 to-cyan-400', subject: 'Re: Partnership proposal', snippet: 'Thanks for the deck. A few questions before we loop in legal...', time: '8:57', tag: { label: 'Follow up Fri', tone: 'amber' } },
  { from: 'Priya Natarajan', initials: 'PN', hue: 'from-emerald-400 to-teal-500', subject: 'Design crit notes', snippet: 'Loved the new onboarding. Two small nits on the empty states.', time: 'Yesterday' },
  { from: 'Linear', initials: 'L', hue: 'from-zinc-500 to-zinc-700', subject: '5 issues assigned to you', snippet: 'ENG-482 Sync fails when the history id expires, and 4 more.', time: 'Yesterday' },
] as const;

const tagTone = {
  emerald: 'bg-emerald-500/10 text-emerald-700 ring-emerald-500/20 dark:text-emerald-300',
  amber: 'bg-amber-500/10 text-amber-700 ring-amber-500/25 dark:text-amber-300',
} as const;

const folders = [
  { label: 'Inbox', icon: Inbox, count: 12, active: true },
  { label: 'Starred', icon: Star },
  { label: 'Scheduled', icon: CalendarClock, count: 3 },
  { label: 'Follow-ups', icon: BellRing, count: 2 },
  { label: 'Sent', icon: Send },
];

export function InboxMock({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('relative select-none', className)}>
      <div className="overflow-hidden rounded-xl border bg-card shadow-2xl ring-1 shadow-primary/10 ring-black/5 dark:shadow-black/50 dark:ring-white/5">
        {/* window chrome */}
        <div className="flex h-10 items-center gap-3 border-b bg-muted/40 px-4">
          <div className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-[#ff5f57]" />
            <span className="size-2.5 rounded-full bg-[#febc2e]" />
            <span className="size-2.5 rounded-full bg-[#28c840]" />
          </div>
          <div className="mx-auto flex h-6 w-full max-w-xs items-center gap-2 rounded-md border bg-background/80 px-2.5 text-[11px] text-muted-foreground">
            <Search className="size-3" />
            <span>Search mail</span>
            <span className="ml-auto rounded border px-1 text-[10px]">⌘K</span>
          </div>
          <div className="w-10" />
        </div>

        <div className="flex">
          {/* sidebar */}
          <div className="hidden w-44 shrink-0 flex-col gap-0.5 border-r bg-muted/20 p-3 sm:flex">
            <div className="mb-2 flex h-8 items-center justify-center gap-1.5 rounded-md bg-primary text-[12px] font-medium text-primary-foreground shadow-sm">
              <Sparkles className="size-3.5" /> Compose
            </div>
            {folders.map((f) => (
              <div
                key={f.label}
                className={cn(
                  'flex h-7 items-center gap-2 rounded-md px-2 text-[12px]',
                  f.active ? 'bg-accent font-medium text-foreground' : 'text-muted-foreground',
                )}
              >
                <f.icon className={cn('size-3.5', f.active && 'text-primary')} />
                {f.label}
                {f.count !== undefined && <span className="ml-auto text-[11px] tabular-nums opacity-70">{f.count}</span>}
              </div>
            ))}
          </div>

          {/* list */}
          <div className="min-w-0 flex-1">
            <div className="flex h-10 items-center gap-4 border-b px-4 text-[12px]">
              <span className="font-semibold text-foreground">Inbox</span>
              <span className="text-muted-foreground">Important</span>
              <span className="text-muted-foreground">Other</span>
              <span className="ml-auto text-[11px] text-muted-foreground">1–5 of 128</span>
            </div>
            <ul>
              {rows.map((r, i) => (
                <li
                  key={r.from}
                  className={cn(
                    'flex items-center gap-3 border-b px-4 py-2.5 last:border-b-0',
                    i === 0 && 'bg-primary/[0.045] shadow-[inset_2px_0_0_var(--color-primary)]',
                  )}
                >
                  <span
                    className={cn(
                      'inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-linear-to-br text-[10px] font-semibold text-white',
                      r.hue,
                    )}
                  >
                    {r.initials}
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center gap-2">
                      <span className={cn('truncate text-[12.5px]', 'unread' in r && r.unread ? 'font-semibold' : 'font-medium text-foreground/80')}>
                        {r.from}
                      </span>
                      {'tag' in r && r.tag && (
                        <span className={cn('hidden shrink-0 rounded-full px-1.5 py-px text-[10px] font-medium ring-1 ring-inset xs:inline', tagTone[r.tag.tone])}>
                          {r.tag.label}
                        </span>
                      )}
                      <span className="ml-auto shrink-0 text-[11px] text-muted-foreground tabular-nums">{r.time}</span>
                    </div>
                    <div className="truncate text-[12px]">
                      <span className={cn('unread' in r && r.unread ? 'font-medium text-foreground' : 'text-foreground/75')}>{r.subject}</span>
                      <span className="text-muted-foreground"> — {r.snippet}</span>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      {/* floating assistant card */}
      <div className="absolute -right-3 -bottom-8 hidden w-72 rounded-xl border bg-popover/95 p-3.5 shadow-xl ring-1 shadow-black/10 ring-black/5 backdrop-blur md:block lg:-right-8 dark:ring-white/5">
        <div className="flex items-center gap-2 text-[11px] font-medium text-primary">
          <Sparkles className="size-3.5" />
          Suggested reply
          <span className="ml-auto rounded-full bg-primary/10 px-1.5 py-px text-[10px]">Friendly</span>
        </div>
        <p className="mt-2 text-[12px] leading-relaxed text-foreground/85">
          Hi Maya, thanks for pulling this together! Friday works for us. I&apos;ll confirm the launch dates with the team by Thursday noon.
        </p>
        <div className="mt-3 flex items-center gap-2">
          <span className="inline-flex h-6 items-center gap-1 rounded-md bg-primary px-2 text-[11px] font-medium text-primary-foreground">
            <Send className="size-3" /> Send
          </span>
          <span className="inline-flex h-6 items-center rounded-md border px-2 text-[11px] text-muted-foreground">Edit</span>
          <span className="ml-auto text-[10px] text-muted-foreground">Ctrl ↵</span>
        </div>
      </div>
    </div>
  );
}
