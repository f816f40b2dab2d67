/** Deleting mail in the trash for good: the one action on mail that cannot be taken back, so it asks first. */
export const DELETE_FOREVER = 'Delete forever';
export const EMPTY_TRASH = 'Empty trash';
export const CANCEL = 'Cancel';

const emails = (n: number, more = false) => `${n.toLocaleString()}${more ? '+' : ''} ${n === 1 && !more ? 'email' : 'emails'}`;

/** `more`: a search stopped counting at `n` ("Delete 1,000+ emails forever?"). */
export const confirmDeleteForever = (n: number, more = false) => (n === 1 && !more ? 'Delete this email forever?' : `Delete ${emails(n, more)} forever?`);
export const confirmEmptyTrash = (n: number) => `Empty the trash (${emails(n)})?`;
export const deleteForeverDescription = (n: number) =>
  `${n === 1 ? 'It is' : 'They are'} removed from the trash and from the mail server, and cannot be brought back.`;
export const deletedForever = (n: number) => `${emails(n)} deleted forever`;
/** Gmail lets an app only trash mail: its own trash empties itself after 30 days. */
export const GMAIL_KEEPS_ITS_TRASH = 'Gmail mail stays in the trash until Gmail deletes it, 30 days after it was trashed.';
