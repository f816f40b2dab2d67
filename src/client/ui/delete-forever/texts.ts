/** Deleting mail in the trash for good: the one action on mail that cannot be taken back, so it asks first. */
export const DELETE_FOREVER = 'Delete forever';
export const EMPTY_TRASH = 'Empty trash';
export const CANCEL = 'Cancel';

const emails = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'email' : 'emails'}`;

export const confirmDeleteForever = (n: number) => (n === 1 ? 'Delete this email forever?' : `Delete ${emails(n)} forever?`);
export const confirmEmptyTrash = (n: number) => `Empty the trash (${emails(n)})?`;
export const deleteForeverDescription = (n: number) =>
  `${n === 1 ? 'It is' : 'They are'} removed from the trash and from the mail server, and cannot be brought back.`;
export const deletedForever = (n: number) => `${emails(n)} deleted forever`;
/** Gmail lets an app only trash mail: its own trash empties itself after 30 days. */
export const GMAIL_KEEPS_ITS_TRASH = 'Gmail mail stays in the trash until Gmail deletes it, 30 days after it was trashed.';
