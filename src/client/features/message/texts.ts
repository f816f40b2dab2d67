/** Texts the message view shows. */
export const MESSAGE_TITLE = 'Message';
export const MESSAGE_DESCRIPTION = 'Read a message and its attachments, then reply or forward in a keystroke.';
