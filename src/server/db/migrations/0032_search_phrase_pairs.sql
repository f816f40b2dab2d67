-- A phrase ("quarterly report") is found through the words' index, which knows which messages hold
-- each word but not where, so every message holding all of a phrase's words was read to check their
-- order: at a million messages, a phrase of two common words read over a hundred thousand of them to
-- find its first thousand matches. mail_search_pairs lists the pairs of words standing next to each
-- other in a search vector; a message holding a phrase holds each of its pairs, so an index of the pairs
-- narrows a phrase to the messages that can hold it, and the vector confirms those.
-- A pair is kept as a 32-bit hash of its two words: an index of integers builds and compares far faster
-- than one of text, and two pairs sharing a hash only add a message for the vector to turn down.
-- hashtext is the hash PostgreSQL's own hash indexes store, unchanged across its versions. Its COST says
-- what a call takes (about 0.2 ms, as much as reading dozens of rows), so no plan works it out row by row.
-- The index is built on PostgreSQL alone: in the embedded engine (WebAssembly) the pairs cost three
-- times the search vector itself on every insert, which an import of a large mailbox cannot afford,
-- and an embedded mailbox's phrases are quick enough through the words' index.
CREATE FUNCTION mail_search_pairs(v tsvector) RETURNS int[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 5000 AS $$
  WITH word AS (SELECT u.lexeme, p FROM unnest(v) u, unnest(u.positions) p)
  SELECT coalesce(array_agg(hashtext(a.lexeme || ' ' || b.lexeme)), '{}') FROM word a JOIN word b ON b.p = a.p + 1
$$;
--> statement-breakpoint
DO $$ BEGIN
  IF version() NOT LIKE '%PGlite%' THEN
    -- A one-time build over every message: more memory than the default keeps it from spilling to disk.
    SET LOCAL maintenance_work_mem = '256MB';
    CREATE INDEX mail_message_phrase_idx ON mail_message USING gin (user_id, mail_search_pairs(search));
  END IF;
END $$;
