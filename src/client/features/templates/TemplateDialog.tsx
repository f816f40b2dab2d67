import { useState, type FormEvent } from 'react';
import { DEFAULT_TEMPLATE_CATEGORY, TEMPLATE_CATEGORIES, type TemplateCategory } from '../../../core/templates/defaults';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Spinner } from '../../ui/spinner';
import { Textarea } from '../../ui/textarea';
import {
  CANCEL,
  CONTENT_PLACEHOLDER,
  EDIT_SNIPPET,
  EDIT_TEMPLATE,
  FIELD_CATEGORY,
  FIELD_CONTENT,
  FIELD_NAME,
  NAME_PLACEHOLDER,
  NEW_SNIPPET,
  NEW_TEMPLATE,
  SAVE,
  SNIPPET_DIALOG_DESCRIPTION,
  TEMPLATE_DIALOG_DESCRIPTION,
} from './texts';

export interface TemplateDraft {
  name: string;
  category: TemplateCategory;
  content: string;
}

/**
 * Create or edit a template (with Category) or a snippet (without). The
 * parent decides what a save does; mount it with a `key` per item so the
 * fields start from that item.
 */
export function TemplateDialog({
  kind,
  open,
  onOpenChange,
  initial,
  editing,
  saving,
  onSave,
}: {
  kind: 'template' | 'snippet';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: Partial<TemplateDraft>;
  editing: boolean;
  saving: boolean;
  onSave: (draft: TemplateDraft) => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [category, setCategory] = useState<TemplateCategory>(initial?.category ?? DEFAULT_TEMPLATE_CATEGORY);
  const [content, setContent] = useState(initial?.content ?? '');
  const isTemplate = kind === 'template';
  const title = isTemplate ? (editing ? EDIT_TEMPLATE : NEW_TEMPLATE) : editing ? EDIT_SNIPPET : NEW_SNIPPET;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ name, category, content });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{isTemplate ? TEMPLATE_DIALOG_DESCRIPTION : SNIPPET_DIALOG_DESCRIPTION}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="template-name">{FIELD_NAME}</Label>
            <Input id="template-name" value={name} maxLength={200} placeholder={NAME_PLACEHOLDER} onChange={(e) => setName(e.target.value)} />
          </div>
          {isTemplate && (
            <div className="grid gap-2">
              <Label htmlFor="template-category">{FIELD_CATEGORY}</Label>
              <Select value={category} onValueChange={(value) => setCategory(value as TemplateCategory)}>
                <SelectTrigger id="template-category">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TEMPLATE_CATEGORIES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {c}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor="template-content">{FIELD_CONTENT}</Label>
            <Textarea
              id="template-content"
              value={content}
              placeholder={CONTENT_PLACEHOLDER}
              onChange={(e) => setContent(e.target.value)}
              className="min-h-48 font-mono text-[13px] leading-relaxed"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {CANCEL}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving && <Spinner className="size-4" />}
              {SAVE}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
