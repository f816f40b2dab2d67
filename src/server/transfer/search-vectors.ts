/**
 * Search vectors for an import, made on its parse thread. The embedded
 * database runs on the server's main thread, and stemming a message's words
 * was half of what inserting it cost there; an engine of the same build on
 * the parse thread makes them while the database writes the batch before.
 *
 * The engine runs the database's own mail_search_vector (its definition is
 * read from the database and given here), so a vector made here is the one
 * the database's trigger would have made.
 *
 * Talks to: an in-memory PGlite of its own, nothing else.
 */
import { PGlite } from '@electric-sql/pglite';
import { nativeEncoding } from '../db/pglite-encoding';

/** What mail_search_vector reads of a message. */
export interface SearchSource {
  subject: string;
  fromName: string;
  fromEmail: string;
  text: string | null;
  snippet: string;
}

export class SearchVectors {
  private engine: { definition: string; ready: Promise<PGlite> } | undefined;

  /** Starts the engine for `definition` (about a second of work, and tens of MB) ahead of the first batch. */
  warm(definition: string): void {
    this.engineFor(definition).catch(() => undefined);
  }

  /** Each message's vector as tsvector text, in order; undefined when the engine cannot run (the database then makes them). */
  async vectors(definition: string, messages: SearchSource[]): Promise<string[] | undefined> {
    try {
      const db = await this.engineFor(definition);
      const json = Buffer.from(JSON.stringify(messages.map((m) => [m.subject, m.fromName, m.fromEmail, m.text, m.snippet])));
      const { rows } = await db.query<{ search: string }>(
        `select mail_search_vector(m->>0, m->>1, m->>2, m->>3, m->>4)::text as search from json_array_elements($1::json) with ordinality as e(m, n) order by n`,
        [json],
      );
      return rows.length === messages.length ? rows.map((r) => r.search) : undefined;
    } catch {
      return undefined;
    }
  }

  async close(): Promise<void> {
    const engine = this.engine;
    this.engine = undefined;
    await engine?.ready.then((db) => db.close()).catch(() => undefined);
  }

  private engineFor(definition: string): Promise<PGlite> {
    if (this.engine?.definition === definition) return this.engine.ready;
    void this.close();
    const ready = (async () => {
      // A small buffer cache: the engine only works out expressions, and the default 128 MB doubles what it holds.
      const db = new PGlite({ ...nativeEncoding, postgresqlconf: ['shared_buffers = 16MB'] });
      await db.waitReady;
      await db.exec(definition);
      return db;
    })();
    this.engine = { definition, ready };
    return ready;
  }
}
