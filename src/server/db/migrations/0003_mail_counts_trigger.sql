-- Keeps mail_counts equal to the tab filters of src/server/mail/store.ts (tabFilter):
-- every insert, label change and delete on mail_message adjusts its user's row.
CREATE OR REPLACE FUNCTION mail_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_inbox int := 0; o_starred int := 0; o_sent int := 0; o_drafts int := 0;
  o_archived int := 0; o_trash int := 0; o_unread int := 0; o_total int := 0;
  n_inbox int := 0; n_starred int := 0; n_sent int := 0; n_drafts int := 0;
  n_archived int := 0; n_trash int := 0; n_unread int := 0; n_total int := 0;
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.user_id = NEW.user_id
     AND OLD.in_inbox = NEW.in_inbox AND OLD.is_sent = NEW.is_sent AND OLD.is_draft = NEW.is_draft
     AND OLD.is_trash = NEW.is_trash AND OLD.starred = NEW.starred AND OLD.unread = NEW.unread THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    o_inbox := (OLD.in_inbox AND NOT OLD.is_trash)::int;
    o_starred := (OLD.starred AND NOT OLD.is_trash)::int;
    o_sent := (OLD.is_sent AND NOT OLD.is_trash)::int;
    o_drafts := OLD.is_draft::int;
    o_archived := (NOT OLD.in_inbox AND NOT OLD.is_sent AND NOT OLD.is_draft AND NOT OLD.is_trash)::int;
    o_trash := OLD.is_trash::int;
    o_unread := (OLD.unread AND OLD.in_inbox AND NOT OLD.is_trash)::int;
    o_total := (NOT OLD.is_draft AND NOT OLD.is_trash)::int;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    n_inbox := (NEW.in_inbox AND NOT NEW.is_trash)::int;
    n_starred := (NEW.starred AND NOT NEW.is_trash)::int;
    n_sent := (NEW.is_sent AND NOT NEW.is_trash)::int;
    n_drafts := NEW.is_draft::int;
    n_archived := (NOT NEW.in_inbox AND NOT NEW.is_sent AND NOT NEW.is_draft AND NOT NEW.is_trash)::int;
    n_trash := NEW.is_trash::int;
    n_unread := (NEW.unread AND NEW.in_inbox AND NOT NEW.is_trash)::int;
    n_total := (NOT NEW.is_draft AND NOT NEW.is_trash)::int;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
    UPDATE mail_counts SET inbox = inbox - o_inbox, starred = starred - o_starred, sent = sent - o_sent,
      drafts = drafts - o_drafts, archived = archived - o_archived, trash = trash - o_trash,
      unread = unread - o_unread, total = total - o_total
    WHERE user_id = OLD.user_id;
    o_inbox := 0; o_starred := 0; o_sent := 0; o_drafts := 0; o_archived := 0; o_trash := 0; o_unread := 0; o_total := 0;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE mail_counts SET inbox = inbox - o_inbox, starred = starred - o_starred, sent = sent - o_sent,
      drafts = drafts - o_drafts, archived = archived - o_archived, trash = trash - o_trash,
      unread = unread - o_unread, total = total - o_total
    WHERE user_id = OLD.user_id;
    RETURN NULL;
  END IF;
  INSERT INTO mail_counts AS c (user_id, inbox, starred, sent, drafts, archived, trash, unread, total)
  VALUES (NEW.user_id, n_inbox - o_inbox, n_starred - o_starred, n_sent - o_sent, n_drafts - o_drafts,
          n_archived - o_archived, n_trash - o_trash, n_unread - o_unread, n_total - o_total)
  ON CONFLICT (user_id) DO UPDATE SET
    inbox = c.inbox + EXCLUDED.inbox, starred = c.starred + EXCLUDED.starred, sent = c.sent + EXCLUDED.sent,
    drafts = c.drafts + EXCLUDED.drafts, archived = c.archived + EXCLUDED.archived, trash = c.trash + EXCLUDED.trash,
    unread = c.unread + EXCLUDED.unread, total = c.total + EXCLUDED.total;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mail_counts_on_change
AFTER INSERT OR UPDATE OR DELETE ON mail_message
FOR EACH ROW EXECUTE FUNCTION mail_counts_apply();
--> statement-breakpoint
INSERT INTO mail_counts (user_id, inbox, starred, sent, drafts, archived, trash, unread, total)
SELECT user_id,
  count(*) FILTER (WHERE in_inbox AND NOT is_trash),
  count(*) FILTER (WHERE starred AND NOT is_trash),
  count(*) FILTER (WHERE is_sent AND NOT is_trash),
  count(*) FILTER (WHERE is_draft),
  count(*) FILTER (WHERE NOT in_inbox AND NOT is_sent AND NOT is_draft AND NOT is_trash),
  count(*) FILTER (WHERE is_trash),
  count(*) FILTER (WHERE unread AND in_inbox AND NOT is_trash),
  count(*) FILTER (WHERE NOT is_draft AND NOT is_trash)
FROM mail_message GROUP BY user_id
ON CONFLICT (user_id) DO NOTHING;
