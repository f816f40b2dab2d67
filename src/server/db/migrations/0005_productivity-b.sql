CREATE TABLE "scheduled_email" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"to" jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tracking" jsonb,
	"reply_to" text,
	"scheduled_time" timestamp with time zone NOT NULL,
	"message_id" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_message_id" text,
	"sent_at" timestamp with time zone,
	"failure_reason" text,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_email" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"sent_message_id" text,
	"message_id_header" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"track_opens" integer DEFAULT 0 NOT NULL,
	"track_clicks" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"opens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clicked_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_email" ADD CONSTRAINT "scheduled_email_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_email" ADD CONSTRAINT "tracked_email_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_email_user_idx" ON "scheduled_email" USING btree ("user_id","scheduled_time");--> statement-breakpoint
CREATE INDEX "scheduled_email_due_idx" ON "scheduled_email" USING btree ("status","scheduled_time");--> statement-breakpoint
CREATE INDEX "tracked_email_user_idx" ON "tracked_email" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "tracked_email_header_idx" ON "tracked_email" USING btree ("message_id_header");