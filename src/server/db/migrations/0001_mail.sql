CREATE TABLE "mail_account" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'local' NOT NULL,
	"external_email" text,
	"refresh_token_enc" text,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"history_id" text,
	"last_sync_at" timestamp with time zone,
	"messages_total" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_attachment" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea",
	"provider_attachment_id" text
);
--> statement-breakpoint
CREATE TABLE "mail_message" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text DEFAULT 'local' NOT NULL,
	"provider_id" text NOT NULL,
	"thread_id" text NOT NULL,
	"message_id_header" text,
	"in_reply_to" text,
	"references" text,
	"subject" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"from_email" text DEFAULT '' NOT NULL,
	"to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"snippet" text DEFAULT '' NOT NULL,
	"html" text,
	"text" text,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"in_inbox" boolean DEFAULT false NOT NULL,
	"is_sent" boolean DEFAULT false NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"is_trash" boolean DEFAULT false NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"unread" boolean DEFAULT false NOT NULL,
	"category" text DEFAULT 'primary' NOT NULL,
	"has_attachments" boolean DEFAULT false NOT NULL,
	"size_estimate" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("mail_message"."subject", '')), 'A') || setweight(to_tsvector('simple', coalesce("mail_message"."from_name", '') || ' ' || coalesce("mail_message"."from_email", '')), 'A') || setweight(to_tsvector('english', left(coalesce("mail_message"."text", "mail_message"."snippet", ''), 200000)), 'B')) STORED
);
--> statement-breakpoint
ALTER TABLE "mail_account" ADD CONSTRAINT "mail_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachment" ADD CONSTRAINT "mail_attachment_message_id_mail_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachment" ADD CONSTRAINT "mail_attachment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachment_message_idx" ON "mail_attachment" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_attachment_user_idx" ON "mail_attachment" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_message_user_provider_id_idx" ON "mail_message" USING btree ("user_id","provider_id");--> statement-breakpoint
CREATE INDEX "mail_message_user_date_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_message_inbox_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS LAST) WHERE "mail_message"."in_inbox" and not "mail_message"."is_trash";--> statement-breakpoint
CREATE INDEX "mail_message_starred_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS LAST) WHERE "mail_message"."starred" and not "mail_message"."is_trash";--> statement-breakpoint
CREATE INDEX "mail_message_sent_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS LAST) WHERE "mail_message"."is_sent" and not "mail_message"."is_trash";--> statement-breakpoint
CREATE INDEX "mail_message_drafts_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS LAST) WHERE "mail_message"."is_draft";--> statement-breakpoint
CREATE INDEX "mail_message_trash_idx" ON "mail_message" USING btree ("user_id","date" DESC NULLS LAST) WHERE "mail_message"."is_trash";--> statement-breakpoint
CREATE INDEX "mail_message_thread_idx" ON "mail_message" USING btree ("user_id","thread_id");--> statement-breakpoint
CREATE INDEX "mail_message_msgid_idx" ON "mail_message" USING btree ("user_id","message_id_header");--> statement-breakpoint
CREATE INDEX "mail_message_search_idx" ON "mail_message" USING gin ("search");