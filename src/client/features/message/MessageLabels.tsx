/** A message's own labels in its view: the chips (each with a × to take it off) and the "Labels" menu that ticks them on and off. */
import { useState } from 'react';
import { Plus, Tag } from 'lucide-react';
import { useLabels, useMessageLabels } from '../../api/labels';
import { Button } from '../../ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { LabelChips, LabelDot } from '../../ui/labels/LabelChips';
import { LabelDialog } from '../../ui/labels/LabelDialog';
import { labelsOn } from '../../ui/labels/labels-on';
import { LABEL_AS, LABELS, NEW_LABEL_MENU } from '../../ui/labels/texts';

export function MessageLabelChips({ messageId, labelIds, className }: { messageId: string; labelIds: readonly string[]; className?: string }) {
  const labels = useLabels();
  const change = useMessageLabels();
  return (
    <LabelChips
      labels={labelsOn(labelIds, labels.data ?? [])}
      onRemove={(label) => change.mutate({ id: messageId, remove: [label.id] })}
      className={className}
    />
  );
}

export function LabelsMenu({ messageId, labelIds }: { messageId: string; labelIds: readonly string[] }) {
  const labels = useLabels();
  const change = useMessageLabels();
  const [creating, setCreating] = useState(false);
  const on = new Set(labelIds);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={LABELS} title={LABELS} data-testid="message-labels">
            <Tag aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56" data-testid="labels-menu">
          <DropdownMenuLabel className="text-xs text-muted-foreground">{LABEL_AS}</DropdownMenuLabel>
          {(labels.data ?? []).map((label) => (
            <DropdownMenuCheckboxItem
              key={label.id}
              checked={on.has(label.id)}
              // The menu stays open, so several labels can be ticked in one go.
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(checked) => change.mutate({ id: messageId, ...(checked ? { add: [label.id] } : { remove: [label.id] }) })}
            >
              <LabelDot color={label.color} />
              <span className="truncate">{label.name}</span>
            </DropdownMenuCheckboxItem>
          ))}
          {(labels.data?.length ?? 0) > 0 && <DropdownMenuSeparator />}
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {NEW_LABEL_MENU}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LabelDialog open={creating} onOpenChange={setCreating} onCreated={(label) => change.mutate({ id: messageId, add: [label.id] })} />
    </>
  );
}
