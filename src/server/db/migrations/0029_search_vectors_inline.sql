-- A message's search vectors are kept in its row (compressed) instead of out of line with the long html and
-- text. A row of a few kilobytes was squeezed by moving its largest values to the TOAST table, the search
-- vector among them; a phrase, which the index cannot decide alone, then fetched each candidate's vector from
-- there. At 100,000 messages on PGlite a phrase's p95 went from 164 to 50 ms and one word's from 32 to 11.
-- MAIN still moves a vector out of line when the row cannot fit otherwise (a very long message). Rows already
-- written keep their storage until they are written again.
ALTER TABLE "mail_message" ALTER COLUMN "search" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "mail_message" ALTER COLUMN "people" SET STORAGE MAIN;
