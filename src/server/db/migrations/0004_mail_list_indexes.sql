DROP INDEX "mail_message_user_date_idx";--> statement-breakpoint
DROP INDEX "mail_message_inbox_idx";--> statement-breakpoint
DROP INDEX "mail_message_starred_idx";--> statement-breakpoint
DROP INDEX "mail_message_sent_idx";--> statement-breakpoint
DROP INDEX "mail_message_drafts_idx";--> statement-breakpoint
DROP INDEX "mail_message_trash_idx";--> statement-breakpoint
CREATE INDEX "mail_message_user_date_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_message_inbox_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mail_message"."in_inbox" and not "mail_message"."is_trash";--> statement-breakpoint
CREATE INDEX "mail_message_starred_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mail_message"."starred" and not "mail_message"."is_trash";--> statement-breakpoint
CREATE INDEX "mail_message_sent_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mail_message"."is_sent" and not "mail_message"."is_trash";--> statement-breakpoint
CREATE INDEX "mail_message_drafts_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mail_message"."is_draft";--> statement-breakpoint
CREATE INDEX "mail_message_trash_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mail_message"."is_trash";