/**
 * A tiny bridge from the command palette to whichever screen can act: the
 * palette announces "star", "archive", "send", ...; the dashboard list (or
 * message view) acts on its selection, compose sends or saves its draft.
 */
export const MAIL_COMMANDS = ['star', 'archive', 'delete', 'reply', 'forward', 'mark-unread', 'send', 'save-draft'] as const;
export type MailCommand = (typeof MAIL_COMMANDS)[number];

/** Answers whether it took the command: a list cannot send, compose cannot star. */
type Handler = (command: MailCommand) => boolean;
const handlers = new Set<Handler>();

export function isMailCommand(value: string): value is MailCommand {
  return (MAIL_COMMANDS as readonly string[]).includes(value);
}

/** Returns true when a screen took the command. */
export function runMailCommand(command: MailCommand): boolean {
  let taken = false;
  for (const handler of handlers) taken = handler(command) || taken;
  return taken;
}

export function onMailCommand(handler: Handler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}
