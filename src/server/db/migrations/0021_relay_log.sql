CREATE TABLE "mail_relay_log" (
	"key" text PRIMARY KEY NOT NULL,
	"relayed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_relay_log_relayed_at_idx" ON "mail_relay_log" USING btree ("relayed_at");