/**
 * The undo window after Send: the server holds the send until `sendAt`; until
 * then the toast's Undo, or Ctrl+Z (Cmd+Z) anywhere outside a text field,
 * takes it back. The window outlives the compose screen, which closes on send.
 */
import { isTypingTarget } from '../../app/shell/use-shortcuts';
import { toast } from '../../ui/use-toast';
import { TOAST_SENDING, UNDO_SEND, undoSendHint } from './texts';

export function offerUndoSend(sendAt: string, undo: () => unknown): void {
  const ms = Math.max(0, new Date(sendAt).getTime() - Date.now());
  let over = false;
  const finish = () => {
    over = true;
    window.removeEventListener('keydown', onKey);
    clearTimeout(timer);
  };
  const run = () => {
    if (over) return;
    finish();
    handle.dismiss();
    undo();
  };
  function onKey(e: KeyboardEvent) {
    if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.key.toLowerCase() !== 'z' || isTypingTarget(e.target)) return;
    e.preventDefault();
    run();
  }
  window.addEventListener('keydown', onKey);
  const timer = setTimeout(finish, ms);
  const handle = toast({ title: TOAST_SENDING, description: undoSendHint(Math.round(ms / 1000)), action: { label: UNDO_SEND, onClick: run }, duration: ms });
}

/** A file the server gave back (base64) as a File compose can attach again. */
export function fileFromBase64(attachment: { filename: string; mimeType: string; content: string }): File {
  const bytes = Uint8Array.from(atob(attachment.content), (c) => c.charCodeAt(0));
  return new File([bytes], attachment.filename, { type: attachment.mimeType });
}
