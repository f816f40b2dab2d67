/** The ? help: every shortcut, in a dialog that gives focus back when it closes. */
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { SHORTCUT_SECTIONS, SHORTCUTS_DESCRIPTION, SHORTCUTS_TITLE } from './shortcut-help';

export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85dvh] max-w-2xl overflow-y-auto" data-testid="shortcuts-help">
        <DialogHeader>
          <DialogTitle>{SHORTCUTS_TITLE}</DialogTitle>
          <DialogDescription>{SHORTCUTS_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {SHORTCUT_SECTIONS.map((section) => (
            <section key={section.title} aria-labelledby={`shortcuts-${section.title}`}>
              <h3 id={`shortcuts-${section.title}`} className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
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
      </DialogContent>
    </Dialog>
  );
}
