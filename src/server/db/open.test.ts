import { connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { OneCallPerTurn, openDb, type Db } from './open';
import { pgliteTemplate } from '../../../tests/helpers/pglite-template';

describe('openDb on PGlite', () => {
  let db: Db | undefined;
  let server: Server | undefined;
  const clients: Socket[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.destroy();
    server?.close();
    await db?.close();
  });

  // PGlite runs every query on the server's own thread. Many requests, each
  // running queries one after another, must still leave room for the server to
  // accept new connections, or a busy server keeps new visitors waiting until
  // every query already queued has run.
  it('accepts new connections while many requests keep the database busy', async () => {
    db = await openDb({ dataDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
    const REQUESTS = 20;
    const QUERIES_EACH = 10;
    const CONNECTIONS = 10;
    let queriesDone = 0;
    let accepted = 0;
    let queriesDoneWhenAllAccepted = -1;
    server = createServer((socket) => {
      socket.on('error', () => {});
      if (++accepted === CONNECTIONS) queriesDoneWhenAllAccepted = queriesDone;
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;

    const requests = Array.from({ length: REQUESTS }, async (_, r) => {
      for (let i = 0; i < QUERIES_EACH; i++) {
        const { rows } = await db!.executeSql('select $1::int as n', [r * 1000 + i]);
        expect(rows[0]).toEqual({ n: r * 1000 + i });
        queriesDone++;
      }
    });
    for (let i = 0; i < CONNECTIONS; i++) clients.push(connect(port, '127.0.0.1').on('error', () => {}));
    await Promise.all(requests);
    await new Promise<void>((resolve) => (accepted === CONNECTIONS ? resolve() : server!.on('connection', () => accepted === CONNECTIONS && resolve())));

    expect(queriesDone).toBe(REQUESTS * QUERIES_EACH);
    expect(queriesDoneWhenAllAccepted).toBeGreaterThanOrEqual(0);
    expect(queriesDoneWhenAllAccepted).toBeLessThan(REQUESTS * QUERIES_EACH);
  });

  it('still runs transactions whole: a failed one leaves nothing behind and the next query works', async () => {
    db = await openDb({ dataDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
    await db.db.execute(sql`create table t (n int primary key)`);
    await expect(
      db.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (1)`);
        await tx.execute(sql`insert into t values (1)`);
      }),
    ).rejects.toThrow();
    const [a, b] = await Promise.all([db.executeSql('select count(*)::int as n from t', []), db.executeSql('select $1::int as n', [2])]);
    expect(a.rows[0]).toEqual({ n: 0 });
    expect(b.rows[0]).toEqual({ n: 2 });
  });

  it('reads json parameters back as written: JSON text, objects with BigInts, json arrays and null', async () => {
    // json goes to PGlite as bytes (open.ts); json[] and anything not a string keep PGlite's own writing.
    db = await openDb({ dataDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
    const { rows } = await db.executeSql('select $1::json as a, $2::json as b, $3::json[] as c, $4::json as d', [
      '{"x":"é\\u0000 ✓"}',
      { n: 10n },
      [{ a: 1 }, '"x\\"y"', null],
      null,
    ]);
    expect(rows[0]).toEqual({ a: { x: 'é\u0000 ✓' }, b: { n: '10' }, c: [{ a: 1 }, 'x"y', null], d: null });
    await expect(db.executeSql('select $1::json as a', ['not json'])).rejects.toThrow(/invalid input syntax for type json/);
  });
});

describe('OneCallPerTurn', () => {
  it('runs calls one at a time in arrival order and keeps going after a failure', async () => {
    const turns = new OneCallPerTurn();
    const log: string[] = [];
    let running = 0;
    const call = (name: string, fail = false) =>
      turns.run(async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await Promise.resolve();
        log.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([call('a'), call('b', true), call('c')]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a', 'b', 'c']);
    expect(results[1]!.status).toBe('rejected');
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(await call('d')).toBe('d');
  });

  it('lets work scheduled meanwhile run between two queued calls', async () => {
    const turns = new OneCallPerTurn();
    const log: string[] = [];
    const first = turns.run(async () => {
      // Other work (an accepted connection, a request read) that became due while the first call ran.
      setImmediate(() => log.push('other work'));
      log.push('first');
    });
    const second = turns.run(async () => void log.push('second'));
    await Promise.all([first, second]);
    expect(log).toEqual(['first', 'other work', 'second']);
  });

  it('runs a call made first ahead of those already waiting, after the one in progress', async () => {
    const turns = new OneCallPerTurn();
    const log: string[] = [];
    const step = (name: string) => async () => void log.push(name);
    await Promise.all([turns.run(step('running')), turns.run(step('waiting 1')), turns.run(step('waiting 2')), turns.run(step('urgent'), { first: true })]);
    expect(log).toEqual(['running', 'urgent', 'waiting 1', 'waiting 2']);
  });
});
