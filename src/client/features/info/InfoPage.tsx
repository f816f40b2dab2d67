import { ArrowRight } from 'lucide-react';
import { Link, useLocation } from '../../app/routing';
import { ShortcutList } from '../../app/shell/ShortcutList';
import { SHORTCUTS_DESCRIPTION } from '../../app/shell/shortcut-help';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OPERATOR_HINTS } from '../../lib/search-operators';
import { buttonVariants } from '../../ui/button';
import { infoPageAt, OPERATORS_HEADING, OPERATORS_INTRO, SHORTCUTS_HEADING, type InfoLink, type InfoSection } from './pages';

/** One of the footer's pages (Documentation, Help Center, Privacy, ...), picked by the path it is shown at. */
export function InfoPage() {
  const { pathname } = useLocation();
  const page = infoPageAt(pathname);
  useDocumentTitle(page?.title);
  if (!page) return null;
  return (
    <main className="flex-1">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold text-primary">{page.eyebrow}</p>
        <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance">{page.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">{page.lead}</p>
        <div className="mt-12 grid gap-10">
          {page.sections.map((section) => (
            <Section key={section.heading} section={section} />
          ))}
          {page.reference && <Reference />}
        </div>
        {page.links && (
          <nav aria-label="Read next" className="mt-14 flex flex-wrap gap-3 border-t pt-8">
            {page.links.map((link) => (
              <NextLink key={link.to} link={link} />
            ))}
          </nav>
        )}
      </div>
    </main>
  );
}

function Section({ section }: { section: InfoSection }) {
  return (
    <section>
      <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
      {section.note && <p className="mt-1 text-sm text-muted-foreground">{section.note}</p>}
      <div className="mt-3 grid gap-3 text-[15px] leading-relaxed text-muted-foreground">
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph}>
            <WithCode text={paragraph} />
          </p>
        ))}
        {section.points && (
          <ul className="grid list-disc gap-2 pl-5 marker:text-primary/70">
            {section.points.map((point) => (
              <li key={point}>
                <WithCode text={point} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** A text whose parts between backticks are code: every odd part of the split. */
function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] text-foreground">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** The help page's tables: the same shortcuts the ? dialog lists and the operators the search box suggests. */
function Reference() {
  return (
    <>
      <section>
        <h2 className="text-xl font-semibold tracking-tight">{SHORTCUTS_HEADING}</h2>
        <p className="mt-1 mb-4 text-[15px] text-muted-foreground">{SHORTCUTS_DESCRIPTION}</p>
        <ShortcutList />
      </section>
      <section>
        <h2 className="text-xl font-semibold tracking-tight">{OPERATORS_HEADING}</h2>
        <p className="mt-1 mb-4 text-[15px] leading-relaxed text-muted-foreground">
          <WithCode text={OPERATORS_INTRO} />
        </p>
        <dl className="divide-y rounded-xl border text-sm">
          {Object.entries(OPERATOR_HINTS).map(([operator, hint]) => (
            <div key={operator} data-testid="operator" className="grid gap-1 px-4 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt>
                <code className="font-mono text-[13px] text-foreground">{operator}:</code>
              </dt>
              <dd className="text-muted-foreground">{hint}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

function NextLink({ link }: { link: InfoLink }) {
  const className = buttonVariants({ variant: 'outline' });
  const content = (
    <>
      {link.label}
      <ArrowRight />
    </>
  );
  return link.external ? (
    <a href={link.to} className={className}>
      {content}
    </a>
  ) : (
    <Link to={link.to} className={className}>
      {content}
    </Link>
  );
}
