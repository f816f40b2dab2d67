/** zod schemas shared by the API and the UI, so a rule is written once. */
import { z } from 'zod';
import { ERR_ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BYTES } from './mail/limits';

export const NAME_MAX = 100;

/** PostgreSQL text cannot hold NUL; the server refuses it anywhere in a request (`field: message`). */
export const ERR_NUL_CHARACTER = 'must not contain the NUL character (\\u0000)';
/** For one-line fields (subjects, names, addresses): a line break there could start a new mail header. */
export const ERR_CONTROL_CHARACTERS = 'must not contain line breaks or control characters';
/** C0 controls and DEL, except tab. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/** A one-line text: refuses line breaks and control characters with ERR_CONTROL_CHARACTERS. */
export const singleLine = (schema: z.ZodString) => schema.refine((v) => !CONTROL_CHARACTERS.test(v), ERR_CONTROL_CHARACTERS);
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .email('Enter a valid email address')
  .transform((v) => v.toLowerCase());

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(2 * NAME_MAX + 1, `Name must be at most ${2 * NAME_MAX + 1} characters`)
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'Name must not contain control characters'),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    // Spaces count toward a passphrase, not instead of one: eight spaces were taken as a password.
    .refine((v) => v.replace(/\s/g, '').length >= PASSWORD_MIN, `Password must have at least ${PASSWORD_MIN} characters besides spaces`),
});

export const signInSchema = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX),
  password: z.string().min(1).max(PASSWORD_MAX),
});

export const SUBJECT_MAX = 998;
export const BODY_MAX = 2_000_000;
export const RECIPIENTS_MAX = 100;

const recipientList = z.array(singleLine(z.string().trim().min(1).max(EMAIL_MAX + NAME_MAX + 10))).max(RECIPIENTS_MAX);

export const outgoingAttachmentSchema = z.object({
  filename: singleLine(z.string().trim().min(1).max(255)),
  mimeType: singleLine(z.string().trim().min(1).max(255)).default('application/octet-stream'),
  /** The file's bytes, base64. */
  content: z.string().max(Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 8, ERR_ATTACHMENT_TOO_LARGE),
});

export const sendMailSchema = z.object({
  /** The account it goes from (a reply goes from the account that received the message); none: the user's main mailbox. */
  accountId: singleLine(z.string().max(200)).optional(),
  to: recipientList,
  cc: recipientList.default([]),
  bcc: recipientList.default([]),
  subject: singleLine(z.string().max(SUBJECT_MAX)).default(''),
  body: z.string().max(BODY_MAX).default(''),
  attachments: z.array(outgoingAttachmentSchema).max(50).default([]),
  tracking: z.object({ opens: z.boolean().default(false), clicks: z.boolean().default(false) }).optional(),
  /** Id of the message this answers, in the sender's mailbox. */
  replyTo: singleLine(z.string().max(200)).optional(),
  /** Id of the message this forwards; its attachments go along unless the sender removed them. */
  forwardOf: singleLine(z.string().max(200)).optional(),
  aiReplyId: singleLine(z.string().max(200)).optional(),
  /** Id of the saved draft this replaces: removed once this is sent or saved. */
  draftId: singleLine(z.string().max(200)).optional(),
});

export type SendMailInput = z.infer<typeof sendMailSchema>;

/** The longest undo window a send may wait for (the setting offers 5 to 30 s). */
export const MAX_SEND_DELAY_SECONDS = 30;

/** `POST /api/mail/send`: with `delaySeconds` the send waits that long on the server, and can be taken back until then. */
export const sendNowSchema = sendMailSchema.extend({
  delaySeconds: z.number().int().min(0).max(MAX_SEND_DELAY_SECONDS, { error: `delaySeconds is at most ${MAX_SEND_DELAY_SECONDS}.` }).optional(),
});
export const draftSchema = sendMailSchema.extend({ to: recipientList.default([]) });

/** `POST /api/mail/outbox/:outboxId/cancel`: a send taken back in its undo window, as compose reopens it. */
export const heldDraftSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  attachments: z.array(z.object({ filename: z.string(), mimeType: z.string(), content: z.string() })),
  replyTo: z.string().nullable(),
  /** A forward whose original's files go along by reference: compose reopens it as that forward. */
  forwardOf: z.string().nullable(),
  accountId: z.string().nullable(),
});
export type HeldDraft = z.infer<typeof heldDraftSchema>;
