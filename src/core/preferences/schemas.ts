/**
 * A person's display and reading settings (`/api/preferences`): every key
 * with its default, so a new account reads the same as one that never
 * changed anything. A later key is added here, with its default, first.
 */
import { z } from 'zod';
import { DENSITIES, READING_PANES, REPLY_POSITIONS, UNDO_SEND_SECONDS, type Preferences } from './values';

export const preferencesSchema = z.object({
  readingPane: z.enum(READING_PANES),
  density: z.enum(DENSITIES),
  conversationView: z.boolean(),
  undoSendSeconds: z.union([z.literal(0), z.literal(5), z.literal(10), z.literal(20), z.literal(30)]),
  markReadOnOpen: z.boolean(),
  replyPosition: z.enum(REPLY_POSITIONS),
  endlessScroll: z.boolean(),
}) satisfies z.ZodType<Preferences>;

const ALLOWED = (values: readonly (string | number)[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** A change to some keys; an unknown key or value is refused, naming it and what it takes. */
export const preferencesPatchSchema = z.strictObject(
  {
    readingPane: z.enum(READING_PANES, { error: `readingPane is one of ${ALLOWED(READING_PANES)}.` }).optional(),
    density: z.enum(DENSITIES, { error: `density is one of ${ALLOWED(DENSITIES)}.` }).optional(),
    conversationView: z.boolean({ error: 'conversationView is true or false.' }).optional(),
    undoSendSeconds: z
      .union([z.literal(0), z.literal(5), z.literal(10), z.literal(20), z.literal(30)], { error: `undoSendSeconds is one of ${ALLOWED(UNDO_SEND_SECONDS)}.` })
      .optional(),
    markReadOnOpen: z.boolean({ error: 'markReadOnOpen is true or false.' }).optional(),
    replyPosition: z.enum(REPLY_POSITIONS, { error: `replyPosition is one of ${ALLOWED(REPLY_POSITIONS)}.` }).optional(),
    endlessScroll: z.boolean({ error: 'endlessScroll is true or false.' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown preference: ${issue.keys.join(', ')}.` : undefined) },
);
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
