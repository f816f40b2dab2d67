ALTER TABLE "mail_message" ADD COLUMN "people" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', regexp_replace(coalesce("mail_message"."from_name", '') || ' ' || coalesce("mail_message"."from_email", ''), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(regexp_replace("mail_message"."to"::text, '"(name|email)":', ' ', 'g'), '[^[:alnum:]]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(regexp_replace("mail_message"."cc"::text, '"(name|email)":', ' ', 'g'), '[^[:alnum:]]+', ' ', 'g')), 'C') || setweight(to_tsvector('simple', regexp_replace(regexp_replace("mail_message"."bcc"::text, '"(name|email)":', ' ', 'g'), '[^[:alnum:]]+', ' ', 'g')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "mail_message_people_idx" ON "mail_message" USING gin ("people");--> statement-breakpoint
-- larger:/smaller: compare size_estimate, which only Gmail and IMAP filled in. Local mail gets the
-- size it would have as MIME: its bodies plus its attachments in base64.
UPDATE "mail_message" SET "size_estimate" = 500 + octet_length(coalesce("html", '')) + octet_length(coalesce("text", ''))
  + coalesce((SELECT sum(("size" + 2) / 3 * 4) FROM "mail_attachment" a WHERE a."message_id" = "mail_message"."id"), 0)
  WHERE "size_estimate" IS NULL;
