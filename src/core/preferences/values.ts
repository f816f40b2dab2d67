/**
 * The preferences' keys, their values and defaults, without zod: the client
 * reads them too, and zod in a client chunk tries eval, which the CSP
 * blocks. schemas.ts checks requests against these.
 */
export const READING_PANES = ['right', 'below', 'off'] as const;
export const DENSITIES = ['comfortable', 'compact'] as const;
export const UNDO_SEND_SECONDS = [0, 5, 10, 20, 30] as const;
export const REPLY_POSITIONS = ['above', 'below'] as const;

export interface Preferences {
  readingPane: (typeof READING_PANES)[number];
  density: (typeof DENSITIES)[number];
  conversationView: boolean;
  undoSendSeconds: (typeof UNDO_SEND_SECONDS)[number];
  markReadOnOpen: boolean;
  replyPosition: (typeof REPLY_POSITIONS)[number];
  /** One list that loads more as it is scrolled, instead of pages. */
  endlessScroll: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  readingPane: 'right',
  density: 'comfortable',
  conversationView: true,
  undoSendSeconds: 10,
  markReadOnOpen: true,
  replyPosition: 'above',
  endlessScroll: false,
};
