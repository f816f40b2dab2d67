-- The word and people indexes hold each message's owner as well (btree_gin), so a search reads only the
-- user's own matches. Before, a word common across a shared server's mailboxes was looked up for everyone,
-- and the planner narrowed to the user by reading a bitmap of all of that user's messages (a million of them
-- for a large mailbox: 50 ms before any match was looked at). The people of mail with attachments have an
-- index of their own: "from:someone has:attachment" is how a file is looked for, and a sender with a
-- thousand messages and no attachment otherwise meant reading each of them.
-- The new indexes are built before the old ones are dropped: building one only holds back writes, while
-- dropping one locks the table against reads too until the migration's transaction ends.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "mail_message_search_owner_idx" ON "mail_message" USING gin ("user_id","search");
--> statement-breakpoint
CREATE INDEX "mail_message_people_owner_idx" ON "mail_message" USING gin ("user_id","people");
--> statement-breakpoint
CREATE INDEX "mail_message_attachment_people_idx" ON "mail_message" USING gin ("user_id","people") WHERE "mail_message"."has_attachments" and not "mail_message"."is_trash";
--> statement-breakpoint
DROP INDEX IF EXISTS "mail_message_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "mail_message_people_idx";
--> statement-breakpoint
ALTER INDEX "mail_message_search_owner_idx" RENAME TO "mail_message_search_idx";
--> statement-breakpoint
ALTER INDEX "mail_message_people_owner_idx" RENAME TO "mail_message_people_idx";
