-- The pairs of neighbouring words (migration 0032) are kept in a column of their own, on both engines.
-- The embedded engine had no index of them, as working them out on every insert cost it too much, so a
-- phrase of two common words ("travel schedule") read every message holding both words to check their
-- order: a fifth of a 100,000-message mailbox, over 100 ms. Now an import brings each message's pairs
-- made on its parse thread (transfer/search-vectors.ts), and only the database's own writes of single
-- messages pay for them in this trigger. On PostgreSQL the column replaces the index over the function,
-- whose rechecks worked the pairs out again for every message of a lossy page.
ALTER TABLE "mail_message" ADD COLUMN "search_pairs" integer[];
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mail_message_fill_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.search IS NULL THEN
      NEW.search := mail_search_vector(NEW.subject, NEW.from_name, NEW.from_email, NEW.text, NEW.snippet);
      NEW.search_pairs := mail_search_pairs(NEW.search);
    ELSIF NEW.search_pairs IS NULL THEN
      NEW.search_pairs := mail_search_pairs(NEW.search);
    END IF;
  ELSIF (NEW.subject, NEW.from_name, NEW.from_email, NEW.text, NEW.snippet) IS DISTINCT FROM (OLD.subject, OLD.from_name, OLD.from_email, OLD.text, OLD.snippet) THEN
    NEW.search := mail_search_vector(NEW.subject, NEW.from_name, NEW.from_email, NEW.text, NEW.snippet);
    NEW.search_pairs := mail_search_pairs(NEW.search);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The trigger above fires on changes of the text alone, so this fill does not work the vectors out again.
UPDATE "mail_message" SET "search_pairs" = mail_search_pairs("search") WHERE "search" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "mail_message_search_pairs_idx" ON "mail_message" USING gin ("user_id","search_pairs");
--> statement-breakpoint
DROP INDEX IF EXISTS "mail_message_phrase_idx";
