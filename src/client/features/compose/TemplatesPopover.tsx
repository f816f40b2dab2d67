/**
 * Compose's Templates popover: search, Templates and
 * Snippets tabs; a template goes through the Customize Template dialog and
 * replaces the body, a snippet is inserted at the cursor.
 */
import type { Editor } from '@tiptap/react';
import { prefillCompose } from '../../../core/compose/prefill';
import { FileText, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fillPlaceholders, parsePlaceholders, placeholderLabel, previewText } from '../../../core/templates/placeholders';
import { filterSnippets, filterTemplates } from '../../../core/templates/search';
import {
  CUSTOMIZE_TEMPLATE_DESCRIPTION,
  CUSTOMIZE_TEMPLATE_NO_VARIABLES,
  CUSTOMIZE_TEMPLATE_TITLE,
  customizeVariablePlaceholder,
  EMPTY_SNIPPETS_SEARCH,
  EMPTY_TEMPLATES_SEARCH,
  TEMPLATES_POPOVER_FOOTER,
  TEMPLATES_SEARCH_PLACEHOLDER,
  toastSnippetInserted,
  toastTemplateInserted,
} from '../../../core/templates/texts';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { toast } from '../../ui/use-toast';
import { useSnippets, useTemplates, type Snippet, type Template } from '../../api/templates';
import { snippetContent } from './snippet-content';
import { BUTTON_CANCEL, BUTTON_INSERT_TEMPLATE, BUTTON_TEMPLATES, CONFIRM_REPLACE_CONTENT, TAB_SNIPPETS, TAB_TEMPLATES } from './texts';
import { replyRange } from './own-text';


/** The Customize Template dialog: one input per `{variable}`, then the filled text goes to `onInsert`. */
export function CustomizeTemplateDialog({
  template,
  known,
  onClose,
  onInsert,
}: {
  template: Template | null;
  /** Values compose already has (your name, the recipient's, today's date), offered to change. */
  known: Readonly<Record<string, string>>;
  onClose: () => void;
  onInsert: (template: Template, content: string) => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const variables = template ? parsePlaceholders(template.content) : [];
  // Read when a template is chosen, not as `known` changes under the open dialog.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setValues(Object.fromEntries(variables.filter((v) => Object.hasOwn(known, v)).map((v) => [v, known[v]!]))), [template]);
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{CUSTOMIZE_TEMPLATE_TITLE}</DialogTitle>
          <DialogDescription>{CUSTOMIZE_TEMPLATE_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <form
          id="customize-template"
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            if (template) onInsert(template, fillPlaceholders(template.content, values));
          }}
        >
          {variables.length === 0 ? (
            <p className="text-sm text-muted-foreground">{CUSTOMIZE_TEMPLATE_NO_VARIABLES}</p>
          ) : (
            variables.map((v, i) => (
              <div key={v} className="grid gap-1.5">
                <Label htmlFor={`template-var-${v}`}>{placeholderLabel(v)}</Label>
                <Input
                  id={`template-var-${v}`}
                  autoFocus={i === 0}
                  placeholder={customizeVariablePlaceholder(v)}
                  value={values[v] ?? ''}
                  onChange={(e) => setValues((old) => ({ ...old, [v]: e.target.value }))}
                />
              </div>
            ))
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {BUTTON_CANCEL}
          </Button>
          <Button type="submit" form="customize-template">
            {BUTTON_INSERT_TEMPLATE}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Puts a filled template where the person writes (above a reply's quote, before the signature), keeping the
 * signature and the quoted original; asks first when it would replace words already written. Sets the subject
 * when empty, toasts.
 */
export function applyTemplate(editor: Editor, template: Template, content: string, subject: string, onSubject: (s: string) => void) {
  const range = replyRange(editor.state.doc);
  if (range.text && !window.confirm(CONFIRM_REPLACE_CONTENT)) return;
  const prefill = prefillCompose({ kind: 'template', name: template.name, content, subject });
  editor.chain().insertContentAt({ from: range.from, to: range.to }, range.endsAtQuote ? `${prefill.body}<p></p>` : prefill.body).run();
  if (prefill.subject !== subject) onSubject(prefill.subject);
  toast(toastTemplateInserted(template.name));
}

export function TemplatesPopover({
  editor,
  subject,
  onSubject,
  known,
}: {
  editor: Editor;
  subject: string;
  onSubject: (s: string) => void;
  /** Filled into a snippet's placeholders as it is inserted (a snippet has no dialog to ask). */
  known: Readonly<Record<string, string>>;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Template | null>(null);
  const templates = useTemplates();
  const snippets = useSnippets();

  // Ctrl/Cmd+T opens the popover anywhere on the compose screen.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 't') {
        e.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const shownTemplates = filterTemplates(templates.data ?? [], query);
  const shownSnippets = filterSnippets(snippets.data ?? [], query);

  function chooseSnippet(s: Snippet) {
    setOpen(false);
    // Right after a word, a space first: the snippet is words of its own, not the end of that one.
    const { $from } = editor.state.selection;
    const before = $from.parent.textBetween(Math.max(0, $from.parentOffset - 1), $from.parentOffset, undefined, ' ');
    const content = snippetContent(fillPlaceholders(s.content, known));
    editor.chain().focus().insertContent(before && !/\s/.test(before) ? [{ type: 'text', text: ' ' }, ...content] : content).run();
    toast(toastSnippetInserted(s.name));
  }

  const item = (key: string, name: string, detail: string, content: string, onClick: () => void) => (
    <li key={key}>
      <button type="button" onClick={onClick} className="w-full rounded-md px-2 py-2 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none">
        <span className="flex items-center gap-2 text-sm font-medium">
          {name}
          {detail && <span className="rounded bg-muted px-1.5 py-0.5 text-[11px] font-normal text-muted-foreground">{detail}</span>}
        </span>
        <span className="mt-0.5 line-clamp-2 text-xs text-muted-foreground">{previewText(content)}</span>
      </button>
    </li>
  );
  const loading = (
    <div className="flex justify-center py-8">
      <Spinner />
    </div>
  );
  const empty = (text: string) => <p className="py-8 text-center text-sm text-muted-foreground">{text}</p>;

  const templateList = (
    <ul aria-label={TAB_TEMPLATES}>
      {shownTemplates.map((t) =>
        item(t.id, t.name, t.category, t.content, () => {
          setOpen(false);
          setChosen(t);
        }),
      )}
    </ul>
  );
  const snippetList = <ul aria-label={TAB_SNIPPETS}>{shownSnippets.map((s) => item(s.id, s.name, '', s.content, () => chooseSnippet(s)))}</ul>;

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button type="button" variant="ghost" size="sm" className="h-8 px-2" aria-keyshortcuts="Control+T">
            <FileText />
            {BUTTON_TEMPLATES}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-3">
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              autoFocus
              aria-label={TEMPLATES_SEARCH_PLACEHOLDER}
              placeholder={TEMPLATES_SEARCH_PLACEHOLDER}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="pl-8"
            />
          </div>
          <Tabs defaultValue="templates" className="mt-3 gap-2">
            <TabsList className="w-full">
              <TabsTrigger value="templates">{TAB_TEMPLATES}</TabsTrigger>
              <TabsTrigger value="snippets">{TAB_SNIPPETS}</TabsTrigger>
            </TabsList>
            <TabsContent value="templates" className="h-[300px] overflow-y-auto">
              {templates.isPending ? loading : shownTemplates.length === 0 ? empty(EMPTY_TEMPLATES_SEARCH) : templateList}
            </TabsContent>
            <TabsContent value="snippets" className="h-[300px] overflow-y-auto">
              {snippets.isPending ? loading : shownSnippets.length === 0 ? empty(EMPTY_SNIPPETS_SEARCH) : snippetList}
            </TabsContent>
          </Tabs>
          <p className="mt-2 border-t pt-2 text-xs text-muted-foreground">{TEMPLATES_POPOVER_FOOTER}</p>
        </PopoverContent>
      </Popover>
      <CustomizeTemplateDialog
        template={chosen}
        known={known}
        onClose={() => setChosen(null)}
        onInsert={(t, content) => {
          setChosen(null);
          applyTemplate(editor, t, content, subject, onSubject);
        }}
      />
    </>
  );
}
