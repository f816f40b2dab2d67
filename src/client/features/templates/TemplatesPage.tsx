import { useMemo, useState } from 'react';
import { useNavigate } from '../../app/routing';
import { Braces, FileText, Lightbulb, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { COMMON_PLACEHOLDERS, previewText } from '../../../core/templates/placeholders';
import { filterSnippets, filterTemplates } from '../../../core/templates/search';
import {
  EMPTY_SNIPPETS,
  EMPTY_SNIPPETS_SEARCH,
  EMPTY_TEMPLATES,
  EMPTY_TEMPLATES_SEARCH,
  TEMPLATES_SEARCH_PLACEHOLDER,
  TOAST_REQUIRED_FIELDS,
  TOAST_SNIPPET_COPIED,
  TOAST_SNIPPET_CREATED,
  TOAST_SNIPPET_DELETED,
  TOAST_SNIPPET_UPDATED,
  TOAST_TEMPLATE_CREATED,
  TOAST_TEMPLATE_DELETED,
  TOAST_TEMPLATE_UPDATED,
  toastSaveError,
  usingTemplateText,
  type ToastText,
} from '../../../core/templates/texts';
import { errorMessage } from '../../api/errors';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Page, PageHeader } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { toast } from '../../ui/use-toast';
import { TemplateDialog, type TemplateDraft } from './TemplateDialog';
import {
  CLIPBOARD_FAILED,
  COPY_SNIPPET_HINT,
  deleteLabel,
  editLabel,
  LOAD_FAILED,
  NEW_SNIPPET,
  NEW_TEMPLATE,
  PLACEHOLDERS_DESCRIPTION,
  PLACEHOLDERS_TITLE,
  RETRY,
  SEARCH_LABEL,
  TAB_SNIPPETS,
  TAB_TEMPLATES,
  TEMPLATES_DESCRIPTION,
  TEMPLATES_TITLE,
  TIPS,
  TIPS_TITLE,
  USE_TEMPLATE_HINT,
  useLabel,
} from './texts';
import { useSnippetMutations, useSnippets, useTemplateMutations, useTemplates, type Snippet, type Template } from '../../api/templates';

type Kind = 'template' | 'snippet';
type Editing = { kind: Kind; item?: Template | Snippet } | null;

const show = (text: ToastText, variant?: 'destructive') => toast({ title: text.title, description: text.description, variant });

/** One card in a list: choose it by clicking, with edit and delete at the side. */
function ItemCard({
  name,
  category,
  content,
  onChoose,
  onEdit,
  onDelete,
}: {
  name: string;
  category?: string;
  content: string;
  onChoose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="group relative rounded-lg border bg-card transition-colors hover:border-primary/40 hover:bg-accent/40">
      <button
        type="button"
        onClick={onChoose}
        aria-label={useLabel(name)}
        className="block w-full rounded-lg p-4 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80"
      >
        {/* On a phone the category always goes under the name: beside a short name and under a long one, cards looked mismatched. */}
        <span className="flex min-h-8 flex-col items-start gap-1 pr-20 sm:flex-row sm:flex-wrap sm:items-center sm:gap-2">
          <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{name}</span>
          {category && <Badge variant="secondary">{category}</Badge>}
        </span>
        <span className="mt-1 line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {previewText(content.replace(/\s+/g, ' ').trim())}
        </span>
      </button>
      <div className="absolute top-3 right-3 flex gap-1">
        <Button type="button" variant="ghost" size="icon-sm" aria-label={editLabel(name)} onClick={onEdit}>
          <Pencil />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={deleteLabel(name)}
          onClick={onDelete}
          className="hover:text-destructive"
        >
          <Trash2 />
        </Button>
      </div>
    </li>
  );
}

function ListState({ loading, failed, onRetry, empty }: { loading: boolean; failed: boolean; onRetry: () => void; empty: string }) {
  if (loading) {
    return (
      <div className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-lg" />
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <div className="grid h-full place-items-center text-center text-sm text-muted-foreground">
        <div>
          <p>{LOAD_FAILED}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            {RETRY}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid h-full place-items-center rounded-lg border border-dashed text-center">
      <div className="px-6">
        <FileText className="mx-auto size-8 text-muted-foreground/60" aria-hidden="true" />
        <p className="mt-3 font-medium">{empty}</p>
      </div>
    </div>
  );
}

export function TemplatesPage() {
  const navigate = useNavigate();
  const templates = useTemplates();
  const snippets = useSnippets();
  const templateMutations = useTemplateMutations();
  const snippetMutations = useSnippetMutations();
  const [tab, setTab] = useState<Kind>('template');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);

  const shownTemplates = useMemo(() => filterTemplates(templates.data ?? [], query), [templates.data, query]);
  const shownSnippets = useMemo(() => filterSnippets(snippets.data ?? [], query), [snippets.data, query]);
  const searching = query.trim() !== '';

  const save = async (draft: TemplateDraft) => {
    if (!editing) return;
    if (!draft.name.trim() || !draft.content.trim()) {
      show(TOAST_REQUIRED_FIELDS, 'destructive');
      return;
    }
    const id = editing.item?.id;
    try {
      if (editing.kind === 'template') {
        const input = { name: draft.name, category: draft.category, content: draft.content };
        if (id) await templateMutations.update.mutateAsync({ id, ...input });
        else await templateMutations.create.mutateAsync(input);
        show(id ? TOAST_TEMPLATE_UPDATED : TOAST_TEMPLATE_CREATED);
      } else {
        const input = { name: draft.name, content: draft.content };
        if (id) await snippetMutations.update.mutateAsync({ id, ...input });
        else await snippetMutations.create.mutateAsync(input);
        show(id ? TOAST_SNIPPET_UPDATED : TOAST_SNIPPET_CREATED);
      }
      setEditing(null);
    } catch (error) {
      show(toastSaveError(errorMessage(error)), 'destructive');
    }
  };

  const remove = async (kind: Kind, id: string) => {
    try {
      if (kind === 'template') {
        await templateMutations.remove.mutateAsync(id);
        show(TOAST_TEMPLATE_DELETED);
      } else {
        await snippetMutations.remove.mutateAsync(id);
        show(TOAST_SNIPPET_DELETED);
      }
    } catch (error) {
      show(toastSaveError(errorMessage(error)), 'destructive');
    }
  };

  const chooseTemplate = (template: Template) => {
    toast({ title: usingTemplateText(template.name) });
    void navigate('/compose', { state: { templateId: template.id } });
  };

  const copySnippet = async (snippet: Snippet) => {
    try {
      await navigator.clipboard.writeText(snippet.content);
      show(TOAST_SNIPPET_COPIED);
    } catch {
      toast({ title: CLIPBOARD_FAILED, variant: 'destructive' });
    }
  };

  const saving =
    templateMutations.create.isPending ||
    templateMutations.update.isPending ||
    snippetMutations.create.isPending ||
    snippetMutations.update.isPending;

  return (
    <Page>
      <PageHeader title={TEMPLATES_TITLE} description={TEMPLATES_DESCRIPTION} icon={FileText} />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="min-w-0">
          <CardContent>
            <Tabs value={tab} onValueChange={(value) => setTab(value as Kind)}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <TabsList>
                  <TabsTrigger value="template">{TAB_TEMPLATES}</TabsTrigger>
                  <TabsTrigger value="snippet">{TAB_SNIPPETS}</TabsTrigger>
                </TabsList>
                <div className="relative flex-1">
                  <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
                  <Input
                    type="search"
                    aria-label={SEARCH_LABEL}
                    placeholder={TEMPLATES_SEARCH_PLACEHOLDER}
                    value={query}
                    onChange={(e) => setQuery(e.target.value)}
                    className="pl-9"
                  />
                </div>
                <Button onClick={() => setEditing({ kind: tab })} className="sm:w-auto">
                  <Plus />
                  {tab === 'template' ? NEW_TEMPLATE : NEW_SNIPPET}
                </Button>
              </div>

              <TabsContent value="template" className="mt-4">
                <p className="mb-3 text-xs text-muted-foreground">{USE_TEMPLATE_HINT}</p>
                <div className="h-[400px] overflow-y-auto pr-1" data-testid="templates-list">
                  {shownTemplates.length === 0 ? (
                    <ListState
                      loading={templates.isPending}
                      failed={templates.isError}
                      onRetry={() => void templates.refetch()}
                      empty={searching ? EMPTY_TEMPLATES_SEARCH : EMPTY_TEMPLATES}
                    />
                  ) : (
                    <ul className="grid grid-cols-1 gap-3">
                      {shownTemplates.map((t) => (
                        <ItemCard
                          key={t.id}
                          name={t.name}
                          category={t.category}
                          content={t.content}
                          onChoose={() => chooseTemplate(t)}
                          onEdit={() => setEditing({ kind: 'template', item: t })}
                          onDelete={() => void remove('template', t.id)}
                        />
                      ))}
                    </ul>
                  )}
                </div>
              </TabsContent>
              <TabsContent value="snippet" className="mt-4">
                <p className="mb-3 text-xs text-muted-foreground">{COPY_SNIPPET_HINT}</p>
                <div className="h-[400px] overflow-y-auto pr-1" data-testid="snippets-list">
                  {shownSnippets.length === 0 ? (
                    <ListState
                      loading={snippets.isPending}
                      failed={snippets.isError}
                      onRetry={() => void snippets.refetch()}
                      empty={searching ? EMPTY_SNIPPETS_SEARCH : EMPTY_SNIPPETS}
                    />
                  ) : (
                    <ul className="grid grid-cols-1 gap-3">
                      {shownSnippets.map((s) => (
                        <ItemCard
                          key={s.id}
                          name={s.name}
                          content={s.content}
                          onChoose={() => void copySnippet(s)}
                          onEdit={() => setEditing({ kind: 'snippet', item: s })}
                          onDelete={() => void remove('snippet', s.id)}
                        />
                      ))}
                    </ul>
                  )}
                </div>
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>

        <aside className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Lightbulb className="size-4 text-primary" aria-hidden="true" />
                {TIPS_TITLE}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2 text-sm text-muted-foreground">
                {TIPS.map((tip) => (
                  <li key={tip} className="flex gap-2">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary/60" aria-hidden="true" />
                    {tip}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Braces className="size-4 text-primary" aria-hidden="true" />
                {PLACEHOLDERS_TITLE}
              </CardTitle>
              <CardDescription>{PLACEHOLDERS_DESCRIPTION}</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-2 text-sm">
                {COMMON_PLACEHOLDERS.map((p) => (
                  <div key={p.placeholder} className="flex items-center justify-between gap-3">
                    <dt>
                      <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{p.placeholder}</code>
                    </dt>
                    <dd className="text-muted-foreground">{p.description}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </aside>
      </div>

      {editing && (
        <TemplateDialog
          key={editing.item?.id ?? `new-${editing.kind}`}
          kind={editing.kind}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          initial={editing.item}
          editing={Boolean(editing.item)}
          saving={saving}
          onSave={(draft) => void save(draft)}
        />
      )}
    </Page>
  );
}
