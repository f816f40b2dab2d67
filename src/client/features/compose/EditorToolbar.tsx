import { useEditorState, type Editor } from '@tiptap/react';
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo2,
  Smile,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover';
import {
  BUTTON_CANCEL,
  EMOJI_PALETTE,
  LINK_DIALOG_DESCRIPTION,
  LINK_DIALOG_TITLE,
  LINK_INSERT,
  LINK_REMOVE,
  LINK_URL_LABEL,
  LINK_URL_REQUIRED,
  TOOL_ALIGN_CENTER,
  TOOL_ALIGN_LEFT,
  TOOL_ALIGN_RIGHT,
  TOOL_BOLD,
  TOOL_BULLETS,
  TOOL_EMOJI,
  TOOL_ITALIC,
  TOOL_LINK,
  TOOL_NUMBERS,
  TOOL_REDO,
  TOOL_UNDERLINE,
  TOOL_UNDO,
} from './texts';

function ToolButton({ icon: Icon, label, active, disabled, onClick }: { icon: LucideIcon; label: string; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground disabled:pointer-events-none disabled:opacity-40 pointer-coarse:size-11',
        active && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
      )}
    >
      <Icon className="size-4" />
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />;

/** Normalises a typed URL: bare hosts get https://, mailto: and other schemes are kept. */
export function normalizeUrl(raw: string): string {
  const url = raw.trim();
  if (!url) return '';
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
}

/** Formatting controls for the compose editor. */
export function EditorToolbar({ editor, trailing }: { editor: Editor; trailing?: React.ReactNode }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const chain = () => editor.chain().focus();

  function openLink() {
    setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
    setUrlError(false);
    setLinkOpen(true);
  }

  function applyLink(e: FormEvent) {
    e.preventDefault();
    const href = normalizeUrl(url);
    if (!href) {
      setUrlError(true);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain().insertContent({ type: 'text', text: url.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain().extendMarkRange('link').setLink({ href }).run();
    }
    setLinkOpen(false);
  }

  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 border-b bg-muted/30 px-3 py-1.5 sm:px-4">
      <ToolButton icon={Bold} label={TOOL_BOLD} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton icon={Italic} label={TOOL_ITALIC} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton icon={Underline} label={TOOL_UNDERLINE} active={state.underline} onClick={() => chain().toggleUnderline().run()} />
      <Divider />
      <ToolButton icon={List} label={TOOL_BULLETS} active={state.bullet} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton icon={ListOrdered} label={TOOL_NUMBERS} active={state.ordered} onClick={() => chain().toggleOrderedList().run()} />
      <Divider />
      <ToolButton icon={AlignLeft} label={TOOL_ALIGN_LEFT} active={state.left} onClick={() => chain().setTextAlign('left').run()} />
      <ToolButton icon={AlignCenter} label={TOOL_ALIGN_CENTER} active={state.center} onClick={() => chain().setTextAlign('center').run()} />
      <ToolButton icon={AlignRight} label={TOOL_ALIGN_RIGHT} active={state.right} onClick={() => chain().setTextAlign('right').run()} />
      <Divider />
      <ToolButton icon={Link2} label={TOOL_LINK} active={state.link} onClick={openLink} />
      <Popover open={emojiOpen} onOpenChange={setEmojiOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            title={TOOL_EMOJI}
            aria-label={TOOL_EMOJI}
            className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground pointer-coarse:size-11"
          >
            <Smile className="size-4" />
          </button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-auto p-1.5">
          <div className="grid grid-cols-5 gap-0.5">
            {EMOJI_PALETTE.map((emoji) => (
              <button
                key={emoji}
                type="button"
                aria-label={`Insert ${emoji}`}
                className="inline-flex size-9 items-center justify-center rounded-md text-lg hover:bg-accent"
                onClick={() => {
                  chain().insertContent(emoji).run();
                  setEmojiOpen(false);
                }}
              >
                {emoji}
              </button>
            ))}
          </div>
        </PopoverContent>
      </Popover>
      <Divider />
      <ToolButton icon={Undo2} label={TOOL_UNDO} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton icon={Redo2} label={TOOL_REDO} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
      {trailing && <div className="ml-auto flex items-center">{trailing}</div>}

      <Dialog open={linkOpen} onOpenChange={setLinkOpen}>
        <DialogContent className="sm:max-w-md">
          <form onSubmit={applyLink} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{LINK_DIALOG_TITLE}</DialogTitle>
              <DialogDescription>{LINK_DIALOG_DESCRIPTION}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="compose-link-url">{LINK_URL_LABEL}</Label>
              <Input
                id="compose-link-url"
                value={url}
                autoFocus
                placeholder="https://example.com"
                aria-invalid={urlError || undefined}
                onChange={(e) => {
                  setUrl(e.target.value);
                  setUrlError(false);
                }}
              />
              {urlError && <p className="text-xs text-destructive" role="alert">{LINK_URL_REQUIRED}</p>}
            </div>
            <DialogFooter>
              {state.link && (
                <Button
                  type="button"
                  variant="ghost"
                  className="mr-auto"
                  onClick={() => {
                    chain().extendMarkRange('link').unsetLink().run();
                    setLinkOpen(false);
                  }}
                >
                  {LINK_REMOVE}
                </Button>
              )}
              <Button type="button" variant="outline" onClick={() => setLinkOpen(false)}>
                {BUTTON_CANCEL}
              </Button>
              <Button type="submit">{LINK_INSERT}</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
