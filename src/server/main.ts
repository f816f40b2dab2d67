/**
 * The server process: reads the config, opens the database (migrations run
 * there), builds the app and serves the API and the SPA on one port.
 */
import { Server as HttpServer } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp, startWorkers } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDb } from './db/open';
import { createMemoryBus, createPgBus } from './events';
import { startJobs } from './jobs/boss';
import { createLogger } from './logger';
import { guardAgainstDatabaseOutages } from './process-guards';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Email Buddy cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  guardAgainstDatabaseOutages(logger);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const events = db.pool ? await createPgBus(db.pool, logger) : createMemoryBus();
  const jobs = await startJobs(db, { onError: (error) => logger.warn({ err: error }, 'job queue error') });
  const clientDir = path.join(projectRoot, 'dist/client');
  const app = createApp({ config, db, logger, events, jobs, clientDir: existsSync(clientDir) ? clientDir : undefined });
  await startWorkers(app, jobs);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, db: db.kind, url: config.publicUrl }, `Email Buddy is running at ${config.publicUrl}`);
    if (config.passwordHashing === 'test') logger.warn('PASSWORD_HASHING=test: passwords are hashed cheaply, for the test suites only');
  });
  if (server instanceof HttpServer) {
    // Node drops a kept-alive connection after 5 idle seconds; a client sending on it at that moment gets
    // ECONNRESET, on a POST it may not retry (a browser journey saw one). Browsers keep connections about a minute.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    await app.services.mail.imap.idle.stop().catch(() => {});
    // An import stops after its batch in hand, so the jobs' stop below need not wait out a whole file.
    await app.services.imports.stop().catch(() => {});
    await jobs.stop(5_000).catch(() => {});
    await events.close().catch(() => {});
    await db.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error('Email Buddy failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
