DROP INDEX "mail_message_user_date_idx";--> statement-breakpoint
DROP INDEX "mail_message_inbox_idx";--> statement-breakpoint
DROP INDEX "mail_message_starred_idx";--> statement-breakpoint
DROP INDEX "mail_message_sent_idx";--> statement-breakpoint
DROP INDEX "mail_message_drafts_idx";--> statement-breakpoint
DROP INDEX "mail_message_trash_idx";--> statement-breakpoint
ALTER TABLE "mail_counts" ADD COLUMN "snoozed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_message" ADD COLUMN "sort_date" timestamp with time zone;--> statement-breakpoint
UPDATE "mail_message" SET "sort_date" = "date";--> statement-breakpoint
ALTER TABLE "mail_message" ALTER COLUMN "sort_date" SET NOT NULL;--> statement-breakpoint
-- A new message sorts by its own date unless the insert says otherwise; inserts
-- from every provider leave sort_date out.
CREATE OR REPLACE FUNCTION mail_message_fill_sort_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_date := coalesce(NEW.sort_date, NEW.date);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER mail_message_sort_date_on_insert
BEFORE INSERT ON mail_message
FOR EACH ROW EXECUTE FUNCTION mail_message_fill_sort_date();--> statement-breakpoint
ALTER TABLE "mail_message" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_message_snoozed_idx" ON "mail_message" USING btree ("user_id","snoozed_until") WHERE "mail_message"."snoozed_until" is not null;--> statement-breakpoint
CREATE INDEX "mail_message_wake_idx" ON "mail_message" USING btree ("snoozed_until") WHERE "mail_message"."snoozed_until" is not null;--> statement-breakpoint
CREATE INDEX "mail_message_user_date_idx" ON "mail_message" USING btree ("user_id","sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_message_inbox_idx" ON "mail_message" USING btree ("user_id","sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mail_message"."in_inbox" and not "mail_message"."is_trash";--> statement-breakpoint
CREATE INDEX "mail_message_starred_idx" ON "mail_message" USING btree ("user_id","sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mail_message"."starred" and not "mail_message"."is_trash";--> statement-breakpoint
CREATE INDEX "mail_message_sent_idx" ON "mail_message" USING btree ("user_id","sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mail_message"."is_sent" and not "mail_message"."is_trash";--> statement-breakpoint
CREATE INDEX "mail_message_drafts_idx" ON "mail_message" USING btree ("user_id","sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mail_message"."is_draft";--> statement-breakpoint
CREATE INDEX "mail_message_trash_idx" ON "mail_message" USING btree ("user_id","sort_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "mail_message"."is_trash";--> statement-breakpoint
-- mail_counts learns the Snoozed tab: a snoozed message (not in the trash) is
-- counted there and no longer as archived, as tabFilter in store.ts says.
CREATE OR REPLACE FUNCTION mail_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_inbox int := 0; o_starred int := 0; o_sent int := 0; o_drafts int := 0;
  o_archived int := 0; o_trash int := 0; o_snoozed int := 0; o_unread int := 0; o_total int := 0;
  n_inbox int := 0; n_starred int := 0; n_sent int := 0; n_drafts int := 0;
  n_archived int := 0; n_trash int := 0; n_snoozed int := 0; n_unread int := 0; n_total int := 0;
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.user_id = NEW.user_id
     AND OLD.in_inbox = NEW.in_inbox AND OLD.is_sent = NEW.is_sent AND OLD.is_draft = NEW.is_draft
     AND OLD.is_trash = NEW.is_trash AND OLD.starred = NEW.starred AND OLD.unread = NEW.unread
     AND (OLD.snoozed_until IS NULL) = (NEW.snoozed_until IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    o_inbox := (OLD.in_inbox AND NOT OLD.is_trash)::int;
    o_starred := (OLD.starred AND NOT OLD.is_trash)::int;
    o_sent := (OLD.is_sent AND NOT OLD.is_trash)::int;
    o_drafts := OLD.is_draft::int;
    o_archived := (NOT OLD.in_inbox AND NOT OLD.is_sent AND NOT OLD.is_draft AND NOT OLD.is_trash AND OLD.snoozed_until IS NULL)::int;
    o_trash := OLD.is_trash::int;
    o_snoozed := (OLD.snoozed_until IS NOT NULL AND NOT OLD.is_trash)::int;
    o_unread := (OLD.unread AND OLD.in_inbox AND NOT OLD.is_trash)::int;
    o_total := (NOT OLD.is_draft AND NOT OLD.is_trash)::int;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    n_inbox := (NEW.in_inbox AND NOT NEW.is_trash)::int;
    n_starred := (NEW.starred AND NOT NEW.is_trash)::int;
    n_sent := (NEW.is_sent AND NOT NEW.is_trash)::int;
    n_drafts := NEW.is_draft::int;
    n_archived := (NOT NEW.in_inbox AND NOT NEW.is_sent AND NOT NEW.is_draft AND NOT NEW.is_trash AND NEW.snoozed_until IS NULL)::int;
    n_trash := NEW.is_trash::int;
    n_snoozed := (NEW.snoozed_until IS NOT NULL AND NOT NEW.is_trash)::int;
    n_unread := (NEW.unread AND NEW.in_inbox AND NOT NEW.is_trash)::int;
    n_total := (NOT NEW.is_draft AND NOT NEW.is_trash)::int;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
    UPDATE mail_counts SET inbox = inbox - o_inbox, starred = starred - o_starred, sent = sent - o_sent,
      drafts = drafts - o_drafts, archived = archived - o_archived, trash = trash - o_trash,
      snoozed = snoozed - o_snoozed, unread = unread - o_unread, total = total - o_total
    WHERE user_id = OLD.user_id;
    o_inbox := 0; o_starred := 0; o_sent := 0; o_drafts := 0; o_archived := 0; o_trash := 0; o_snoozed := 0; o_unread := 0; o_total := 0;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE mail_counts SET inbox = inbox - o_inbox, starred = starred - o_starred, sent = sent - o_sent,
      drafts = drafts - o_drafts, archived = archived - o_archived, trash = trash - o_trash,
      snoozed = snoozed - o_snoozed, unread = unread - o_unread, total = total - o_total
    WHERE user_id = OLD.user_id;
    RETURN NULL;
  END IF;
  INSERT INTO mail_counts AS c (user_id, inbox, starred, sent, drafts, archived, trash, snoozed, unread, total)
  VALUES (NEW.user_id, n_inbox - o_inbox, n_starred - o_starred, n_sent - o_sent, n_drafts - o_drafts,
          n_archived - o_archived, n_trash - o_trash, n_snoozed - o_snoozed, n_unread - o_unread, n_total - o_total)
  ON CONFLICT (user_id) DO UPDATE SET
    inbox = c.inbox + EXCLUDED.inbox, starred = c.starred + EXCLUDED.starred, sent = c.sent + EXCLUDED.sent,
    drafts = c.drafts + EXCLUDED.drafts, archived = c.archived + EXCLUDED.archived, trash = c.trash + EXCLUDED.trash,
    snoozed = c.snoozed + EXCLUDED.snoozed, unread = c.unread + EXCLUDED.unread, total = c.total + EXCLUDED.total;
  RETURN NULL;
END
$$;