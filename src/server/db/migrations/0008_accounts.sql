CREATE TABLE "mail_folder" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"delimiter" text,
	"special_use" text,
	"uid_validity" bigint,
	"uid_next" bigint,
	"highest_modseq" text,
	"last_sync_at" timestamp with time zone
);
--> statement-breakpoint
-- A user now has several accounts: mail_account gets its own id. Existing rows
-- (a connected Gmail, or a local row left by a disconnect) keep their data.
ALTER TABLE "mail_account" DROP CONSTRAINT "mail_account_pkey";--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "id" text;--> statement-breakpoint
UPDATE "mail_account" SET "id" = gen_random_uuid()::text;--> statement-breakpoint
ALTER TABLE "mail_account" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_account" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "imap" jsonb;--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "smtp" jsonb;--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "imap_password_enc" text;--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "smtp_password_enc" text;--> statement-breakpoint
ALTER TABLE "mail_account" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "mail_message" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "mail_message" ADD COLUMN "folder_id" text;--> statement-breakpoint
ALTER TABLE "mail_message" ADD COLUMN "uid" bigint;--> statement-breakpoint
ALTER TABLE "mail_folder" ADD CONSTRAINT "mail_folder_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_folder" ADD CONSTRAINT "mail_folder_account_id_mail_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mail_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_folder_account_path_idx" ON "mail_folder" USING btree ("account_id","path");--> statement-breakpoint
CREATE INDEX "mail_folder_user_idx" ON "mail_folder" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_account_id_mail_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mail_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_message" ADD CONSTRAINT "mail_message_folder_id_mail_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."mail_folder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every user has a local mailbox row; every message belongs to the account of its provider.
INSERT INTO "mail_account" ("id", "user_id", "provider")
  SELECT gen_random_uuid()::text, u."id", 'local' FROM "user" u
  WHERE NOT EXISTS (SELECT 1 FROM "mail_account" a WHERE a."user_id" = u."id" AND a."provider" = 'local');--> statement-breakpoint
UPDATE "mail_message" m SET "account_id" = coalesce(
  (SELECT a."id" FROM "mail_account" a WHERE a."user_id" = m."user_id" AND a."provider" = m."provider"),
  (SELECT a."id" FROM "mail_account" a WHERE a."user_id" = m."user_id" AND a."provider" = 'local'));--> statement-breakpoint
ALTER TABLE "mail_message" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_account_user_single_idx" ON "mail_account" USING btree ("user_id","provider") WHERE "mail_account"."provider" <> 'imap';--> statement-breakpoint
CREATE INDEX "mail_account_user_idx" ON "mail_account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_message_folder_uid_idx" ON "mail_message" USING btree ("folder_id","uid");--> statement-breakpoint
CREATE INDEX "mail_message_account_date_idx" ON "mail_message" USING btree ("account_id","date" DESC NULLS FIRST);--> statement-breakpoint
-- Local and Gmail inserts name no account: the user's account of that provider
-- is filled in (the local one made on first use), so every delivery path stays
-- as it was and a message can never be left without an account.
CREATE OR REPLACE FUNCTION mail_message_fill_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.account_id IS NULL THEN
    SELECT a.id INTO NEW.account_id FROM mail_account a WHERE a.user_id = NEW.user_id AND a.provider = NEW.provider;
    IF NEW.account_id IS NULL AND NEW.provider = 'local' THEN
      INSERT INTO mail_account (id, user_id, provider) VALUES (gen_random_uuid()::text, NEW.user_id, 'local')
        ON CONFLICT (user_id, provider) WHERE provider <> 'imap' DO NOTHING;
      SELECT a.id INTO NEW.account_id FROM mail_account a WHERE a.user_id = NEW.user_id AND a.provider = 'local';
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER mail_message_fill_account BEFORE INSERT ON mail_message
  FOR EACH ROW EXECUTE FUNCTION mail_message_fill_account();
