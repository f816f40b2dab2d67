/**
 * Scheduled-send lateness on PGlite: 500 emails from one user to another
 * local account, all due at the same instant (the worst case of "due in the
 * same minute"), sent by the real app's pg-boss worker. Lateness is the time
 * from an email's due time to the moment the worker calls the provider.
 */
import { createApp, startWorkers } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDb } from '../src/server/db/open';
import { startJobs } from '../src/server/jobs/boss';
import { createLogger } from '../src/server/logger';
import { percentile, round } from './stats';

const EMAILS = 500;

export async function run(): Promise<Record<string, number>> {
  const config = loadConfig({
    PORT: '3000',
    DATA_DIR: 'memory://',
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
    ENCRYPTION_KEY: '00'.repeat(32),
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
  });
  const db = await openDb({ dataDir: 'memory://' });
  const logger = createLogger('silent');
  const jobs = await startJobs(db, { onError: () => {} });
  const app = createApp({ config, db, logger, jobs });
  await startWorkers(app, jobs);
  try {
    const signUp = async (email: string) => {
      const res = await app.request('http://localhost:3000/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: config.publicUrl },
        body: JSON.stringify({ name: email.split('@')[0], email, password: 'correct horse battery' }),
      });
      const body = (await res.json()) as { user: { id: string; name: string; email: string } };
      return body.user;
    };
    const ada = await signUp('ada.bench@example.com');
    const bob = await signUp('bob.bench@example.com');

    const lateness: number[] = [];
    let done!: () => void;
    const allSent = new Promise<void>((resolve) => (done = resolve));
    app.services.scheduledWorker.onProviderCall = (row, at) => {
      lateness.push(at.getTime() - row.scheduledTime.getTime());
      if (lateness.length === EMAILS) done();
    };

    // Created well ahead so creation never overlaps the due instant.
    const createStarted = Date.now();
    const due = new Date(createStarted + 30_000);
    for (let i = 0; i < EMAILS; i++) {
      await app.services.scheduled.create(ada, {
        to: [bob.email],
        cc: [],
        bcc: [],
        subject: `Bench ${i}`,
        body: `<p>Scheduled message ${i}</p>`,
        attachments: [],
        scheduledTime: due,
      });
    }
    const createMs = Date.now() - createStarted;
    console.log(`  created ${EMAILS} scheduled emails in ${createMs} ms; all due at +30 s`);
    if (Date.now() > due.getTime()) console.warn('  creation ran past the due time; lateness includes the backlog');
    await Promise.race([allSent, new Promise((_, reject) => setTimeout(() => reject(new Error('not all sent within 120 s')), 150_000))]);
    return {
      'scheduled.lateness_ms.p50': round(percentile(lateness, 50), 0),
      'scheduled.lateness_ms.p95': round(percentile(lateness, 95), 0),
      'scheduled.lateness_ms.max': round(Math.max(...lateness), 0),
    };
  } finally {
    await jobs.stop(10_000);
    await db.close();
  }
}
