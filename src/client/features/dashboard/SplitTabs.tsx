/**
 * The split inbox: the whole inbox, then each saved search of it as a tab
 * with its unread count, and a button to add one (a name and a search, as
 * typed in the search box). The selected tab is the `split` URL parameter.
 */
import { useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { SPLIT_NAME_MAX, SPLITS_MAX } from '../../../core/rules/limits';
import { errorMessage } from '../../api/errors';
import { useSplitMutations, useSplits } from '../../api/splits';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import {
  CANCEL_SPLIT,
  NEW_SPLIT,
  NEW_SPLIT_DESCRIPTION,
  removeSplit,
  SAVE_SPLIT,
  SPLIT_ALL,
  SPLIT_NAME,
  SPLIT_NAME_PLACEHOLDER,
  SPLIT_QUERY,
  SPLIT_QUERY_HINT,
  SPLIT_QUERY_PLACEHOLDER,
  SPLITS_LABEL,
} from './texts';

/** `bare`: with no split yet, only the add button (wide screens put it in the list's header, saving a row). */
export function SplitTabs({ selected, onSelect, bare = false }: { selected: string; onSelect: (id: string | null) => void; bare?: boolean }) {
  const splits = useSplits();
  const { remove } = useSplitMutations();
  const [adding, setAdding] = useState(false);
  const items = splits.data ?? [];
  const pill = (active: boolean) =>
    cn(
      'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80 lg:h-7 pointer-coarse:h-11',
      active ? 'border-primary/30 bg-primary/10 font-medium text-primary dark:bg-primary/20 dark:text-foreground' : 'bg-card text-muted-foreground hover:bg-accent hover:text-foreground',
    );
  const addButton = items.length < SPLITS_MAX && (
    <Button variant="ghost" size="sm" className="shrink-0 text-muted-foreground lg:h-7" onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      {NEW_SPLIT}
    </Button>
  );
  const dialog = (
    <Dialog open={adding} onOpenChange={setAdding}>
      <DialogContent className="sm:max-w-md" data-testid="split-dialog">
        <SplitForm
          onDone={(id) => {
            setAdding(false);
            if (id) onSelect(id);
          }}
        />
      </DialogContent>
    </Dialog>
  );
  if (bare && items.length === 0) {
    return (
      <>
        {addButton}
        {dialog}
      </>
    );
  }
  const current = items.find((s) => s.id === selected);
  // The tablist holds only tabs (as ARIA asks); removing the open tab and adding one are buttons beside it.
  return (
    <div data-testid="split-tabs" className="flex items-center gap-1.5 overflow-x-auto border-b px-3.5 py-2 lg:py-1">
      <div role="tablist" aria-label={SPLITS_LABEL} className="flex shrink-0 items-center gap-1.5">
        <button type="button" role="tab" aria-selected={!selected} className={pill(!selected)} onClick={() => onSelect(null)}>
          {SPLIT_ALL}
        </button>
        {items.map((s) => (
          <button key={s.id} type="button" role="tab" aria-selected={selected === s.id} title={s.query} className={pill(selected === s.id)} onClick={() => onSelect(s.id)}>
            {s.name}
            {s.unread > 0 && (
              <span data-testid="split-unread" className="text-xs tabular-nums opacity-80">
                {s.unread.toLocaleString()}
              </span>
            )}
          </button>
        ))}
      </div>
      {current && (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={removeSplit(current.name)}
          onClick={() => remove.mutate(current.id, { onSuccess: () => onSelect(null) })}
          className="size-7 shrink-0 text-muted-foreground"
        >
          <X aria-hidden="true" />
        </Button>
      )}
      {addButton}
      {dialog}
    </div>
  );
}

function SplitForm({ onDone }: { onDone: (id?: string) => void }) {
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  const { create } = useSplitMutations();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !query.trim() || create.isPending) return;
    create.mutate({ name, query }, { onSuccess: (made) => onDone(made.id) });
  };
  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <DialogHeader>
        <DialogTitle>{NEW_SPLIT}</DialogTitle>
        <DialogDescription>{NEW_SPLIT_DESCRIPTION}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="split-name">{SPLIT_NAME}</Label>
        <Input id="split-name" value={name} maxLength={SPLIT_NAME_MAX} autoFocus autoComplete="off" placeholder={SPLIT_NAME_PLACEHOLDER} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="split-query">{SPLIT_QUERY}</Label>
        <Input
          id="split-query"
          value={query}
          maxLength={500}
          autoComplete="off"
          className="font-mono text-[13px]"
          placeholder={SPLIT_QUERY_PLACEHOLDER}
          aria-describedby="split-query-hint"
          onChange={(e) => {
            setQuery(e.target.value);
            create.reset();
          }}
        />
        <p id="split-query-hint" className="text-xs text-muted-foreground">
          {SPLIT_QUERY_HINT}
        </p>
        {create.error && (
          <p role="alert" data-testid="split-error" className="text-sm text-destructive">
            {errorMessage(create.error)}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onDone()}>
          {CANCEL_SPLIT}
        </Button>
        <Button type="submit" disabled={create.isPending || !name.trim() || !query.trim()}>
          {create.isPending && <Spinner />}
          {SAVE_SPLIT}
        </Button>
      </DialogFooter>
    </form>
  );
}
