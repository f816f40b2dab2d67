ALTER TABLE "scheduled_email" ADD COLUMN "kind" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_email" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "scheduled_email" ADD COLUMN "forward_of" text;