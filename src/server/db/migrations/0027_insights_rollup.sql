CREATE TABLE "mail_daily" (
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"unread_inbox" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_daily_user_id_account_id_day_pk" PRIMARY KEY("user_id","account_id","day")
);
--> statement-breakpoint
CREATE TABLE "mail_daily_sender" (
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"from_email" text NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"last_date" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_daily_sender_user_id_account_id_day_from_email_pk" PRIMARY KEY("user_id","account_id","day","from_email")
);
--> statement-breakpoint
ALTER TABLE "mail_daily" ADD CONSTRAINT "mail_daily_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_daily" ADD CONSTRAINT "mail_daily_account_id_mail_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mail_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_daily_sender" ADD CONSTRAINT "mail_daily_sender_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_daily_sender" ADD CONSTRAINT "mail_daily_sender_account_id_mail_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mail_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_daily_sender_user_day_idx" ON "mail_daily_sender" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "mail_message_replies_idx" ON "mail_message" USING btree ("user_id","date") WHERE "mail_message"."is_sent" and "mail_message"."in_reply_to" is not null;--> statement-breakpoint
-- Keeps mail_daily and mail_daily_sender equal to what src/server/insights/service.ts would
-- count from mail_message: one aggregated write per statement and table through transition
-- tables (an import's batch of 100 messages is one upsert, not 100). An update counts only the
-- rows whose counted fields changed, as a difference. A delete only lowers existing totals, so
-- a cascade that deletes the user or the account (and their totals) alongside re-creates none.
-- Upserts take their rows in key order, so two statements never lock them in opposite orders.
-- A sender's name is that of their latest mail of the day as it arrived: a delete lowers the
-- counts but leaves the name.
CREATE OR REPLACE FUNCTION mail_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO mail_daily AS d (user_id, account_id, day, received, sent, unread_inbox)
    SELECT user_id, account_id, (date AT TIME ZONE 'UTC')::date,
      count(*) FILTER (WHERE NOT is_draft AND NOT is_sent),
      count(*) FILTER (WHERE NOT is_draft AND is_sent),
      count(*) FILTER (WHERE in_inbox AND unread AND NOT is_trash)
    FROM new_rows
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (user_id, account_id, day) DO UPDATE SET
      received = d.received + EXCLUDED.received, sent = d.sent + EXCLUDED.sent, unread_inbox = d.unread_inbox + EXCLUDED.unread_inbox;
    INSERT INTO mail_daily_sender AS s (user_id, account_id, day, from_email, received, read, last_name, last_date)
    SELECT user_id, account_id, (date AT TIME ZONE 'UTC')::date, from_email, count(*), count(*) FILTER (WHERE NOT unread),
      (array_agg(from_name ORDER BY date DESC))[1], max(date)
    FROM new_rows
    WHERE NOT is_draft AND NOT is_sent AND from_email <> ''
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (user_id, account_id, day, from_email) DO UPDATE SET
      received = s.received + EXCLUDED.received, read = s.read + EXCLUDED.read,
      last_name = CASE WHEN EXCLUDED.last_date >= s.last_date THEN EXCLUDED.last_name ELSE s.last_name END,
      last_date = greatest(s.last_date, EXCLUDED.last_date);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE mail_daily d SET received = d.received - o.received, sent = d.sent - o.sent, unread_inbox = d.unread_inbox - o.unread_inbox
    FROM (
      SELECT user_id, account_id, (date AT TIME ZONE 'UTC')::date AS day,
        count(*) FILTER (WHERE NOT is_draft AND NOT is_sent) AS received,
        count(*) FILTER (WHERE NOT is_draft AND is_sent) AS sent,
        count(*) FILTER (WHERE in_inbox AND unread AND NOT is_trash) AS unread_inbox
      FROM old_rows
      GROUP BY 1, 2, 3
    ) o
    WHERE d.user_id = o.user_id AND d.account_id = o.account_id AND d.day = o.day;
    UPDATE mail_daily_sender s SET received = s.received - o.received, read = s.read - o.read
    FROM (
      SELECT user_id, account_id, (date AT TIME ZONE 'UTC')::date AS day, from_email, count(*) AS received, count(*) FILTER (WHERE NOT unread) AS read
      FROM old_rows
      WHERE NOT is_draft AND NOT is_sent AND from_email <> ''
      GROUP BY 1, 2, 3, 4
    ) o
    WHERE s.user_id = o.user_id AND s.account_id = o.account_id AND s.day = o.day AND s.from_email = o.from_email;
  ELSE
    INSERT INTO mail_daily AS d (user_id, account_id, day, received, sent, unread_inbox)
    SELECT user_id, account_id, day, sum(received), sum(sent), sum(unread_inbox)
    FROM (
      SELECT o.user_id, o.account_id, (o.date AT TIME ZONE 'UTC')::date AS day,
        -(NOT o.is_draft AND NOT o.is_sent)::int AS received, -(NOT o.is_draft AND o.is_sent)::int AS sent,
        -(o.in_inbox AND o.unread AND NOT o.is_trash)::int AS unread_inbox
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.user_id, o.account_id, o.date, o.is_sent, o.is_draft, o.is_trash, o.in_inbox, o.unread) IS DISTINCT FROM (n.user_id, n.account_id, n.date, n.is_sent, n.is_draft, n.is_trash, n.in_inbox, n.unread)
      UNION ALL
      SELECT n.user_id, n.account_id, (n.date AT TIME ZONE 'UTC')::date,
        (NOT n.is_draft AND NOT n.is_sent)::int, (NOT n.is_draft AND n.is_sent)::int,
        (n.in_inbox AND n.unread AND NOT n.is_trash)::int
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.user_id, o.account_id, o.date, o.is_sent, o.is_draft, o.is_trash, o.in_inbox, o.unread) IS DISTINCT FROM (n.user_id, n.account_id, n.date, n.is_sent, n.is_draft, n.is_trash, n.in_inbox, n.unread)
    ) c
    GROUP BY 1, 2, 3
    HAVING sum(received) <> 0 OR sum(sent) <> 0 OR sum(unread_inbox) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (user_id, account_id, day) DO UPDATE SET
      received = d.received + EXCLUDED.received, sent = d.sent + EXCLUDED.sent, unread_inbox = d.unread_inbox + EXCLUDED.unread_inbox;
    -- A sender's name comes only from the updated rows (sign 1); -infinity never wins the latest.
    INSERT INTO mail_daily_sender AS s (user_id, account_id, day, from_email, received, read, last_name, last_date)
    SELECT user_id, account_id, day, from_email, sum(sign), sum(sign * is_read),
      coalesce((array_agg(from_name ORDER BY date DESC) FILTER (WHERE sign > 0))[1], ''),
      coalesce(max(date) FILTER (WHERE sign > 0), '-infinity'::timestamptz)
    FROM (
      SELECT -1 AS sign, o.user_id, o.account_id, (o.date AT TIME ZONE 'UTC')::date AS day, o.from_email, o.from_name, o.date, (NOT o.unread)::int AS is_read
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE NOT o.is_draft AND NOT o.is_sent AND o.from_email <> '' AND (o.user_id, o.account_id, o.date, o.from_email, o.from_name, o.is_sent, o.is_draft, o.unread) IS DISTINCT FROM (n.user_id, n.account_id, n.date, n.from_email, n.from_name, n.is_sent, n.is_draft, n.unread)
      UNION ALL
      SELECT 1, n.user_id, n.account_id, (n.date AT TIME ZONE 'UTC')::date, n.from_email, n.from_name, n.date, (NOT n.unread)::int
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE NOT n.is_draft AND NOT n.is_sent AND n.from_email <> '' AND (o.user_id, o.account_id, o.date, o.from_email, o.from_name, o.is_sent, o.is_draft, o.unread) IS DISTINCT FROM (n.user_id, n.account_id, n.date, n.from_email, n.from_name, n.is_sent, n.is_draft, n.unread)
    ) c
    GROUP BY user_id, account_id, day, from_email
    ORDER BY user_id, account_id, day, from_email
    ON CONFLICT (user_id, account_id, day, from_email) DO UPDATE SET
      received = s.received + EXCLUDED.received, read = s.read + EXCLUDED.read,
      last_name = CASE WHEN EXCLUDED.last_date >= s.last_date THEN EXCLUDED.last_name ELSE s.last_name END,
      last_date = greatest(s.last_date, EXCLUDED.last_date);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mail_daily_on_insert AFTER INSERT ON mail_message REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mail_daily_apply();
--> statement-breakpoint
CREATE TRIGGER mail_daily_on_update AFTER UPDATE ON mail_message REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mail_daily_apply();
--> statement-breakpoint
CREATE TRIGGER mail_daily_on_delete AFTER DELETE ON mail_message REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mail_daily_apply();
--> statement-breakpoint
INSERT INTO mail_daily (user_id, account_id, day, received, sent, unread_inbox)
SELECT user_id, account_id, (date AT TIME ZONE 'UTC')::date,
  count(*) FILTER (WHERE NOT is_draft AND NOT is_sent),
  count(*) FILTER (WHERE NOT is_draft AND is_sent),
  count(*) FILTER (WHERE in_inbox AND unread AND NOT is_trash)
FROM mail_message GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO mail_daily_sender (user_id, account_id, day, from_email, received, read, last_name, last_date)
SELECT user_id, account_id, (date AT TIME ZONE 'UTC')::date, from_email, count(*), count(*) FILTER (WHERE NOT unread),
  (array_agg(from_name ORDER BY date DESC))[1], max(date)
FROM mail_message
WHERE NOT is_draft AND NOT is_sent AND from_email <> ''
GROUP BY 1, 2, 3, 4;
