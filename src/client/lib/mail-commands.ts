/**
 * A tiny bridge from the command palette to whichever screen holds a
 * selected message: the palette announces "star", "archive", ...; the
 * dashboard list (or message view) acts on its selection.
 */
export const MAIL_COMMANDS = ['star', 'archive', 'delete', 'reply', 'forward', 'mark-unread'] as const;
export type MailCommand = (typeof MAIL_COMMANDS)[number];

type Handler = (command: MailCommand) => void;
const handlers = new Set<Handler>();

export function isMailCommand(value: string): value is MailCommand {
  return (MAIL_COMMANDS as readonly string[]).includes(value);
}

/** Returns true when a screen took the command. */
export function runMailCommand(command: MailCommand): boolean {
  for (const handler of handlers) handler(command);
  return handlers.size > 0;
}

export function onMailCommand(handler: Handler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}
