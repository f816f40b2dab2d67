CREATE TABLE "mail_label" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"when" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_rule_claim" (
	"message_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_rule_history" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"rule_id" text NOT NULL,
	"run_id" text,
	"message_id" text NOT NULL,
	"effects" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_split" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_label" ADD CONSTRAINT "mail_label_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_rule" ADD CONSTRAINT "mail_rule_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_rule" ADD CONSTRAINT "mail_rule_account_id_mail_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mail_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_rule_claim" ADD CONSTRAINT "mail_rule_claim_message_id_mail_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_rule_claim" ADD CONSTRAINT "mail_rule_claim_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_rule_history" ADD CONSTRAINT "mail_rule_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_rule_history" ADD CONSTRAINT "mail_rule_history_rule_id_mail_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."mail_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_rule_history" ADD CONSTRAINT "mail_rule_history_message_id_mail_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_split" ADD CONSTRAINT "mail_split_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_label_user_name_idx" ON "mail_label" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "mail_rule_user_idx" ON "mail_rule" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "mail_rule_claim_pending_idx" ON "mail_rule_claim" USING btree ("claimed_at") WHERE "mail_rule_claim"."done_at" is null;--> statement-breakpoint
CREATE INDEX "mail_rule_history_user_idx" ON "mail_rule_history" USING btree ("user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_rule_history_run_idx" ON "mail_rule_history" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "mail_split_user_idx" ON "mail_split" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "mail_message_labels_idx" ON "mail_message" USING gin ("labels");