-- The tab counts are kept per statement instead of per row: one aggregated write of a user's
-- counts row for each statement, through transition tables. Per row, every message of a
-- statement updated the same counts row, and each update walked the chain of versions the
-- earlier ones had left in the same transaction, so a statement's cost grew with the square of
-- its rows (an import's batch, a sync's page, a bulk archive). The counts are the same as
-- tabFilter in src/server/mail/store.ts says, as before.
DROP TRIGGER IF EXISTS mail_counts_on_change ON mail_message;
--> statement-breakpoint
DROP FUNCTION IF EXISTS mail_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mail_counts_apply_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO mail_counts AS c (user_id, inbox, starred, sent, drafts, archived, trash, snoozed, unread, total)
    SELECT user_id, sum(inbox), sum(starred), sum(sent), sum(drafts), sum(archived), sum(trash), sum(snoozed), sum(unread), sum(total)
    FROM (SELECT user_id, (in_inbox AND NOT is_trash)::int AS inbox, (starred AND NOT is_trash)::int AS starred,
        (is_sent AND NOT is_trash)::int AS sent, is_draft::int AS drafts,
        (NOT in_inbox AND NOT is_sent AND NOT is_draft AND NOT is_trash AND snoozed_until IS NULL)::int AS archived,
        is_trash::int AS trash, (snoozed_until IS NOT NULL AND NOT is_trash)::int AS snoozed,
        (unread AND in_inbox AND NOT is_trash)::int AS unread, (NOT is_draft AND NOT is_trash)::int AS total FROM new_rows) r
    GROUP BY user_id
    ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET
    inbox = c.inbox + EXCLUDED.inbox,
    starred = c.starred + EXCLUDED.starred,
    sent = c.sent + EXCLUDED.sent,
    drafts = c.drafts + EXCLUDED.drafts,
    archived = c.archived + EXCLUDED.archived,
    trash = c.trash + EXCLUDED.trash,
    snoozed = c.snoozed + EXCLUDED.snoozed,
    unread = c.unread + EXCLUDED.unread,
    total = c.total + EXCLUDED.total;
  ELSIF TG_OP = 'DELETE' THEN
    -- Only lowers existing counts: a cascade that deletes the user (and the counts row) alongside re-creates nothing.
    UPDATE mail_counts c SET inbox = c.inbox - o.inbox, starred = c.starred - o.starred, sent = c.sent - o.sent, drafts = c.drafts - o.drafts, archived = c.archived - o.archived, trash = c.trash - o.trash, snoozed = c.snoozed - o.snoozed, unread = c.unread - o.unread, total = c.total - o.total
    FROM (SELECT user_id, sum(inbox) AS inbox, sum(starred) AS starred, sum(sent) AS sent, sum(drafts) AS drafts, sum(archived) AS archived, sum(trash) AS trash, sum(snoozed) AS snoozed, sum(unread) AS unread, sum(total) AS total
          FROM (SELECT user_id, (in_inbox AND NOT is_trash)::int AS inbox, (starred AND NOT is_trash)::int AS starred,
        (is_sent AND NOT is_trash)::int AS sent, is_draft::int AS drafts,
        (NOT in_inbox AND NOT is_sent AND NOT is_draft AND NOT is_trash AND snoozed_until IS NULL)::int AS archived,
        is_trash::int AS trash, (snoozed_until IS NOT NULL AND NOT is_trash)::int AS snoozed,
        (unread AND in_inbox AND NOT is_trash)::int AS unread, (NOT is_draft AND NOT is_trash)::int AS total FROM old_rows) r GROUP BY user_id) o
    WHERE c.user_id = o.user_id;
  ELSE
    INSERT INTO mail_counts AS c (user_id, inbox, starred, sent, drafts, archived, trash, snoozed, unread, total)
    SELECT user_id, sum(inbox), sum(starred), sum(sent), sum(drafts), sum(archived), sum(trash), sum(snoozed), sum(unread), sum(total)
    FROM (
      SELECT o.user_id, -(o.in_inbox AND NOT o.is_trash)::int AS inbox, -(o.starred AND NOT o.is_trash)::int AS starred,
        -(o.is_sent AND NOT o.is_trash)::int AS sent, -o.is_draft::int AS drafts,
        -(NOT o.in_inbox AND NOT o.is_sent AND NOT o.is_draft AND NOT o.is_trash AND o.snoozed_until IS NULL)::int AS archived,
        -o.is_trash::int AS trash, -(o.snoozed_until IS NOT NULL AND NOT o.is_trash)::int AS snoozed,
        -(o.unread AND o.in_inbox AND NOT o.is_trash)::int AS unread, -(NOT o.is_draft AND NOT o.is_trash)::int AS total
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.user_id, o.in_inbox, o.is_sent, o.is_draft, o.is_trash, o.starred, o.unread, o.snoozed_until IS NULL) IS DISTINCT FROM (n.user_id, n.in_inbox, n.is_sent, n.is_draft, n.is_trash, n.starred, n.unread, n.snoozed_until IS NULL)
      UNION ALL
      SELECT n.user_id, (n.in_inbox AND NOT n.is_trash)::int AS inbox, (n.starred AND NOT n.is_trash)::int AS starred,
        (n.is_sent AND NOT n.is_trash)::int AS sent, n.is_draft::int AS drafts,
        (NOT n.in_inbox AND NOT n.is_sent AND NOT n.is_draft AND NOT n.is_trash AND n.snoozed_until IS NULL)::int AS archived,
        n.is_trash::int AS trash, (n.snoozed_until IS NOT NULL AND NOT n.is_trash)::int AS snoozed,
        (n.unread AND n.in_inbox AND NOT n.is_trash)::int AS unread, (NOT n.is_draft AND NOT n.is_trash)::int AS total
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.user_id, o.in_inbox, o.is_sent, o.is_draft, o.is_trash, o.starred, o.unread, o.snoozed_until IS NULL) IS DISTINCT FROM (n.user_id, n.in_inbox, n.is_sent, n.is_draft, n.is_trash, n.starred, n.unread, n.snoozed_until IS NULL)
    ) r
    GROUP BY user_id
    HAVING sum(inbox) <> 0 OR sum(starred) <> 0 OR sum(sent) <> 0 OR sum(drafts) <> 0 OR sum(archived) <> 0 OR sum(trash) <> 0 OR sum(snoozed) <> 0 OR sum(unread) <> 0 OR sum(total) <> 0
    ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET
    inbox = c.inbox + EXCLUDED.inbox,
    starred = c.starred + EXCLUDED.starred,
    sent = c.sent + EXCLUDED.sent,
    drafts = c.drafts + EXCLUDED.drafts,
    archived = c.archived + EXCLUDED.archived,
    trash = c.trash + EXCLUDED.trash,
    snoozed = c.snoozed + EXCLUDED.snoozed,
    unread = c.unread + EXCLUDED.unread,
    total = c.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mail_counts_on_insert AFTER INSERT ON mail_message REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mail_counts_apply_statement();
--> statement-breakpoint
CREATE TRIGGER mail_counts_on_update AFTER UPDATE ON mail_message REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mail_counts_apply_statement();
--> statement-breakpoint
CREATE TRIGGER mail_counts_on_delete AFTER DELETE ON mail_message REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mail_counts_apply_statement();
