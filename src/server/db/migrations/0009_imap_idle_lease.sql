ALTER TABLE "mail_account" ADD COLUMN "idle_owner" text;--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "idle_until" timestamp with time zone;