/** Attachment limits, shared by the compose screen and the server. */
export { ERR_ATTACHMENTS_TOTAL } from './errors';

/** 10 MB per file. */
export const MAX_ATTACHMENT_BYTES = 10_485_760;
/** 25 MB (26214400 bytes) in total. */
export const MAX_TOTAL_ATTACHMENT_BYTES = 26_214_400;
export const ERR_ATTACHMENT_TOO_LARGE = 'Attachment exceeds 10MB. Please reduce file size.';
