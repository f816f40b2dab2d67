-- A message's search vector is worked out by a trigger instead of as a generated column, so that a
-- writer may bring it already made. An import into the embedded database spent half of each insert
-- stemming bodies (about 0.5 ms a message) on the one thread that runs the database; its parse
-- thread now makes the vectors with this same function, in an engine of its own, while the database
-- writes the batch before. Every other writer leaves the column out and the trigger fills it, as the
-- generated column did, and a change of subject, sender or text works it out again.
-- mail_search_vector is the generated column's expression, unchanged, so the vectors already stored
-- stay valid (DROP EXPRESSION keeps them, without rewriting the table).
CREATE FUNCTION mail_search_vector(subject text, from_name text, from_email text, body text, snippet text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(subject, '')), 'A') || setweight(to_tsvector('simple', coalesce(from_name, '') || ' ' || coalesce(from_email, '')), 'A') || setweight(to_tsvector('english', left(coalesce(body, snippet, ''), 200000)), 'B')
$$;
--> statement-breakpoint
ALTER TABLE "mail_message" ALTER COLUMN "search" DROP EXPRESSION;
--> statement-breakpoint
CREATE FUNCTION mail_message_fill_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.search IS NULL THEN
      NEW.search := mail_search_vector(NEW.subject, NEW.from_name, NEW.from_email, NEW.text, NEW.snippet);
    END IF;
  ELSIF (NEW.subject, NEW.from_name, NEW.from_email, NEW.text, NEW.snippet) IS DISTINCT FROM (OLD.subject, OLD.from_name, OLD.from_email, OLD.text, OLD.snippet) THEN
    NEW.search := mail_search_vector(NEW.subject, NEW.from_name, NEW.from_email, NEW.text, NEW.snippet);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mail_message_search_on_write BEFORE INSERT OR UPDATE OF subject, from_name, from_email, text, snippet ON mail_message
  FOR EACH ROW EXECUTE FUNCTION mail_message_fill_search();
