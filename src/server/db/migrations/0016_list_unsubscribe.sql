ALTER TABLE "mail_message" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "mail_message" ADD COLUMN "list_unsubscribe_post" text;--> statement-breakpoint
CREATE INDEX "mail_message_lists_idx" ON "mail_message" USING btree ("user_id","from_email") WHERE "mail_message"."list_unsubscribe" is not null;