/**
 * The user's own labels (as distinct from the system states inbox, sent,
 * trash...): their names, colours and the shapes of /api/labels. A label's
 * id starts with `lbl_`, so a message's label array can hold them beside the
 * provider's system labels and a list can tell them apart without a lookup.
 */
import { z } from 'zod';
import { LABEL_COLORS, LABEL_NAME_MAX, LABELS_MAX } from './label-limits';

export const ERR_LABEL_NAME_REQUIRED = 'Give the label a name.';
export const ERR_LABEL_NAME_TOO_LONG = `A label name is at most ${LABEL_NAME_MAX} characters.`;
export const ERR_LABEL_NAME_CHARACTERS = 'A label name is one line without control characters.';
export const ERR_LABEL_COLOR = `color is one of ${LABEL_COLORS.join(', ')}.`;
export const errLabelExists = (name: string) => `You already have a label named “${name}”.`;
export const ERR_LABEL_NOT_FOUND = 'This label could not be found.';
export const ERR_TOO_MANY_LABELS = `You can have at most ${LABELS_MAX} labels.`;

const labelName = z
  .string({ error: ERR_LABEL_NAME_REQUIRED })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine((v) => v.length > 0, ERR_LABEL_NAME_REQUIRED)
  .refine((v) => v.length <= LABEL_NAME_MAX, ERR_LABEL_NAME_TOO_LONG)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), ERR_LABEL_NAME_CHARACTERS);

const labelColor = z.enum(LABEL_COLORS, { error: ERR_LABEL_COLOR });

export const labelInputSchema = z.strictObject({ name: labelName, color: labelColor.optional() });
export const labelPatchSchema = z.strictObject({ name: labelName.optional(), color: labelColor.optional() });

export const labelSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.enum(LABEL_COLORS),
  unread: z.number(),
  total: z.number(),
});
export type Label = z.infer<typeof labelSchema>;
export const labelListSchema = z.object({ labels: z.array(labelSchema) });

const labelIdList = z.array(z.string().min(1).max(200)).max(100);
export const messageLabelsRequestSchema = z
  .strictObject({ add: labelIdList.optional(), remove: labelIdList.optional() })
  .refine((b) => (b.add?.length ?? 0) + (b.remove?.length ?? 0) > 0, { message: 'Give labels to add or remove.' });
export const messageLabelsResultSchema = z.object({ labels: z.array(z.string()) });
