/**
 * One account's signature, written in a small rich-text editor (bold, italic,
 * links, lists). Compose adds it to new mail, replies and forwards from that
 * account, and swaps it when the From account changes.
 */
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { Bold, Italic, Loader2 } from 'lucide-react';
import { useUpdateAccount, type Account } from '../../api/accounts';
import { cn } from '../../lib/utils';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { toast } from '../../ui/use-toast';
import { ErrorNotice } from './ErrorNotice';
import { BUTTON_CANCEL, BUTTON_SAVE_SIGNATURE, SIGNATURE_EDITOR_LABEL, SIGNATURE_PLACEHOLDER, SIGNATURE_TITLE, signatureDescription, TOAST_SIGNATURE_SAVED } from './texts';

function SignatureEditor({ account, onClose }: { account: Account; onClose: () => void }) {
  const update = useUpdateAccount();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, codeBlock: false, blockquote: false, horizontalRule: false, link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }),
      Placeholder.configure({ placeholder: SIGNATURE_PLACEHOLDER }),
    ],
    content: account.signature ?? '',
    editorProps: { attributes: { 'aria-label': SIGNATURE_EDITOR_LABEL, role: 'textbox', 'aria-multiline': 'true', class: 'signature-editor' } },
  });
  const save = () => {
    if (!editor) return;
    const html = editor.isEmpty ? '' : editor.getHTML();
    update.mutate({ id: account.id, patch: { signature: html } }, { onSuccess: () => { toast(TOAST_SIGNATURE_SAVED); onClose(); } });
  };
  const mark = (name: 'bold' | 'italic', Icon: typeof Bold, label: string) => (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      aria-pressed={editor?.isActive(name) ?? false}
      onClick={() => editor?.chain().focus()[name === 'bold' ? 'toggleBold' : 'toggleItalic']().run()}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
  return (
    <>
      <div className="overflow-hidden rounded-lg border">
        <div className="flex gap-0.5 border-b bg-muted/40 px-1.5 py-1">
          {mark('bold', Bold, 'Bold')}
          {mark('italic', Italic, 'Italic')}
        </div>
        <EditorContent
          editor={editor}
          className={cn(
            'cursor-text px-3 py-2.5 text-sm',
            '[&_.tiptap]:min-h-28 [&_.tiptap]:outline-none [&_.tiptap_p]:min-h-[1.4em]',
            '[&_.tiptap_a]:text-primary [&_.tiptap_a]:underline [&_.tiptap_ul]:list-disc [&_.tiptap_ul]:pl-5',
            '[&_.tiptap_p.is-editor-empty:first-child]:before:pointer-events-none [&_.tiptap_p.is-editor-empty:first-child]:before:float-left [&_.tiptap_p.is-editor-empty:first-child]:before:h-0 [&_.tiptap_p.is-editor-empty:first-child]:before:text-muted-foreground [&_.tiptap_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
          )}
        />
      </div>
      {update.error && <ErrorNotice>{update.error.message}</ErrorNotice>}
      <DialogFooter className="gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          {BUTTON_CANCEL}
        </Button>
        <Button type="button" disabled={update.isPending || !editor} onClick={save}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {BUTTON_SAVE_SIGNATURE}
        </Button>
      </DialogFooter>
    </>
  );
}

export function SignatureDialog({ account, onClose }: { account: Account | undefined; onClose: () => void }) {
  return (
    <Dialog open={Boolean(account)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SIGNATURE_TITLE}</DialogTitle>
          <DialogDescription>{account && signatureDescription(account.email)}</DialogDescription>
        </DialogHeader>
        {account && <SignatureEditor key={account.id} account={account} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
