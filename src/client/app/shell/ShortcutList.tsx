/** Every shortcut by section, with its keys: the ? dialog and the help page show the same list. */
import { SHORTCUT_SECTIONS } from './shortcut-help';

/** An id from a section's title: aria-labelledby reads a space as the start of another id. */
const headingId = (title: string) => `shortcuts-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function ShortcutList() {
  return (
    <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      {SHORTCUT_SECTIONS.map((section) => (
        <section key={section.title} aria-labelledby={headingId(section.title)}>
          <h3 id={headingId(section.title)} className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {section.title}
          </h3>
          <dl className="divide-y text-sm">
            {section.shortcuts.map((shortcut) => (
              <div key={shortcut.label} data-testid="shortcut" className="flex items-center justify-between gap-3 py-1.5">
                <dt>{shortcut.label}</dt>
                <dd className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                  {shortcut.keys.map((way, i) => (
                    <span key={way.join(' ')} className="inline-flex items-center gap-1">
                      {i > 0 && <span aria-hidden="true">/</span>}
                      {way.map((key, k) => (
                        <span key={key} className="inline-flex items-center gap-1">
                          {k > 0 && <span>then</span>}
                          <kbd className="inline-flex h-5 min-w-5 items-center justify-center rounded border bg-muted px-1.5 font-sans text-[11px] font-medium text-foreground/80">
                            {key}
                          </kbd>
                        </span>
                      ))}
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
