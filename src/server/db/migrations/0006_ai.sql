CREATE TABLE "ai_reply_log" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"email_content" text NOT NULL,
	"email_subject" text DEFAULT '' NOT NULL,
	"email_sender" text DEFAULT '' NOT NULL,
	"analysis" jsonb NOT NULL,
	"generated_reply" text NOT NULL,
	"confidence" real NOT NULL,
	"requires_human_review" boolean NOT NULL,
	"review_reason" text,
	"was_used" boolean DEFAULT false NOT NULL,
	"was_edited" boolean DEFAULT false NOT NULL,
	"time_taken" integer NOT NULL,
	"user_feedback" jsonb
);
--> statement-breakpoint
CREATE TABLE "ai_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total_requests" integer DEFAULT 0 NOT NULL,
	"failed_requests" integer DEFAULT 0 NOT NULL,
	"last_error_time" timestamp with time zone,
	"tracking" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_reply_log" ADD CONSTRAINT "ai_reply_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_stats" ADD CONSTRAINT "ai_stats_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_reply_log_user_created_idx" ON "ai_reply_log" USING btree ("user_id","created_at");