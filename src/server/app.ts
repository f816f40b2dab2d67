/**
 * Builds the HTTP application from its dependencies, so tests can build one
 * on a throwaway database and call it without a port. main.ts serves it.
 */
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDomainError, Unavailable } from '../core/errors';
import { createAuth, type Auth, CLIENT_IP_HEADER, trustedOrigins } from './auth/auth';
import { MICROSOFT_MAIL_SCOPES } from './mail/imap/oauth-tokens';
import { createPreferencesRoutes } from './preferences/routes';
import { PreferencesService } from './preferences/service';
import { createAuthRoutes } from './auth/routes';
import type { Config } from './config';
import type { Db } from './db/open';
import { connectionFailure } from './db/unavailable';
import type { Jobs } from './jobs/boss';
import type { AppEnv } from './http/context';
import { errorBody, statusOf } from './http/errors';
import { z } from 'zod';
import { createRoute, createRouter, errors, json } from './http/route';
import { createDocsRoutes, describeAuthRoutes } from './http/openapi';
import { createExportRoutes, createImportRoutes } from './transfer/routes';
import { ImportService, registerImportJobs } from './transfer/import';
import type { Logger } from './logger';
import { idempotency } from './http/idempotency';
import { dbRelayJournal } from './mail/local/relay-journal';
import { createSmtpRelay } from './mail/local/smtp-relay';
import { registerGmailJobs } from './mail/gmail/connection';
import { registerImapJobs } from './mail/imap/accounts';
import { createGmailRoutes } from './mail/gmail/routes';
import { createGmailImapCallback, imapStateCookie } from './mail/gmail/imap-consent';
import { createMailRoutes, createSubscriptionRoutes } from './mail/routes';
import { createLabelRoutes } from './rules/label-routes';
import { createRuleRoutes } from './rules/routes';
import { createSplitRoutes } from './rules/split-routes';
import { SplitService } from './rules/splits';
import { registerRuleJobs, RuleService } from './rules/service';
import { MailService } from './mail/service';
import { securityHeaders } from './http/security-headers';
import { finishReadingBody } from './http/unread-body';
import { serveClient } from './static';
import { createInsightRoutes } from './insights/routes';
import { InsightsService } from './insights/service';
import { createMemoryBus, type EventBus } from './events';
import { createEventRoutes } from './events-routes';
import { createFollowUpRoutes } from './follow-ups/routes';
import { FollowUpRepository } from './follow-ups/repository';
import { FollowUpService } from './follow-ups/service';
import { FollowUpWorker } from './follow-ups/worker';
import { createSnippetRoutes, createTemplateRoutes } from './templates/routes';
import { TemplateService } from './templates/service';
import { createScheduledRoutes } from './scheduled/routes';
import { AccountDiscovery } from './accounts/discover';
import { AccountRepository } from './accounts/repository';
import { createAccountRoutes } from './accounts/routes';
import { AccountService } from './accounts/service';
import { ScheduledRepository } from './scheduled/repository';
import { ScheduledService } from './scheduled/service';
import { ScheduledWorker } from './scheduled/worker';
import { createPublicTrackingRoutes, createTrackedRoutes } from './tracking/routes';
import { TrackingService, trackingSecret } from './tracking/service';
import { createAssistant, modelAssistant } from './ai/assistant';
import { modelFetch } from './ai/model-fetch';
import { AiSettingsService } from './ai/settings';
import { createAiRoutes } from './ai/routes';
import { AiService, type AiDeps } from './ai/service';

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** Folder with the built SPA; when set, the app serves it with a fallback to index.html. */
  clientDir?: string;
  /** Server-sent events; in memory when not given (one process). */
  events?: EventBus;
  /**
   * The job queue (pg-boss on the same database). Areas with background work
   * (scheduled sends, follow-up reminders, Gmail sync) enqueue through it; the
   * workers are started by `startWorkers` once the app is built.
   */
  jobs?: Jobs;
  /** Overrides for the writing helpers (tests inject a failing assistant, a clock and a sleep that does not wait). */
  ai?: Partial<Pick<AiDeps, 'assistant' | 'now' | 'sleep'>>;
  /** Overrides for the Gmail adapter (tests record the backoff instead of waiting it out). */
  gmail?: { sleep?: (ms: number) => Promise<void> };
  /** Account discovery with its DNS, autoconfig URLs and ports pointed at local stand-ins (tests). */
  accountDiscovery?: AccountDiscovery;
}

export const TEXT_SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const TEXT_FOREIGN_ORIGIN = 'Requests from other sites are not allowed.';
export const TEXT_DATABASE_UNAVAILABLE = 'The database is unavailable right now. Please try again shortly.';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Whether the server and its database answer (public)',
  responses: {
    200: json(z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgres']) }), 'Up'),
    503: json(z.object({ ok: z.literal(false), db: z.enum(['pglite', 'postgres']), error: z.string() }), 'The database does not answer'),
  },
});

const meRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['auth'],
  summary: 'The signed-in user',
  responses: { 200: json(z.object({ id: z.string(), name: z.string(), email: z.string() }), 'The user'), ...errors(401) },
});

function clientAddress(env: unknown): string {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

const databaseUnavailable = () => new Unavailable('DATABASE_UNAVAILABLE', TEXT_DATABASE_UNAVAILABLE, { retryAfterSeconds: 5 });

/** Whether a request carries a better-auth session cookie (signed-in browsers do). */
function hasSessionCookie(headers: Headers): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/.test(headers.get('cookie') ?? '');
}

export function createApp(deps: AppDeps) {
  const { config, db, logger } = deps;
  const events = deps.events ?? createMemoryBus();
  const tracking = new TrackingService({ db: db.db, events, logger, publicUrl: config.publicUrl, secret: trackingSecret(config.sessionSecret) });
  const mail = new MailService({
    events,
    db: db.db,
    config,
    logger,
    jobs: deps.jobs,
    relay: config.smtpUrl ? createSmtpRelay(config.smtpUrl, dbRelayJournal(db)) : undefined,
    tracker: tracking,
    gmailSleep: deps.gmail?.sleep,
  });
  const accounts = new AccountService({
    repository: new AccountRepository(db.db),
    encryptionKey: config.encryptionKey,
    connect: { allowPrivate: config.mailAllowPrivateHosts },
    logger,
    disconnectGmail: (userId) => mail.gmail.disconnect(userId),
    onAccountReady: (userId, accountId) => mail.imap.requestSync(userId, accountId),
    oauthServers: {
      ...(config.microsoft ? { microsoft: { imap: config.microsoft.imap, smtp: config.microsoft.smtp } } : {}),
      ...(config.google ? { google: config.googleMail } : {}),
    },
    linkProvider: async (provider, { userId, email, headers }) => {
      if (provider === 'google') {
        // Google's consent for IMAP is our own code flow (better-auth's Google provider has fixed endpoints).
        const { url, state } = mail.gmail.startImapConnect(email);
        return { url, cookies: [await imapStateCookie(config, userId, state)] };
      }
      const { headers: answer, response } = await auth.api.linkSocialAccount({
        headers,
        body: {
          provider,
          scopes: [...MICROSOFT_MAIL_SCOPES],
          callbackURL: '/settings?tab=email',
          errorCallbackURL: '/settings?tab=email&oauth=failed',
        },
        returnHeaders: true,
      });
      return { url: response.url, cookies: answer.getSetCookie() };
    },
  });
  const templates = new TemplateService(db.db);
  const rules = new RuleService({ db: db.db, mail, logger });
  const followUpRepository = new FollowUpRepository(db.db);
  const followUpWorker = new FollowUpWorker({ repository: followUpRepository, events, logger, jobs: deps.jobs });
  const followUps = new FollowUpService({ repository: followUpRepository, queue: followUpWorker });
  mail.onMailDelivered(async (userId, message) => {
    await followUps.onMailDelivered(userId, message);
  });
  const scheduledRepository = new ScheduledRepository(db);
  const imports = new ImportService({
    db: db.db,
    labels: mail.labels,
    imap: mail.imap,
    events,
    logger,
    jobs: deps.jobs,
    // An in-memory database (tests) keeps uploads in the system's temporary folder.
    directory: config.dataDir === 'memory://' ? path.join(os.tmpdir(), 'email-buddy-imports') : path.join(config.dataDir, 'imports'),
  });
  const scheduledWorker = new ScheduledWorker({ repository: scheduledRepository, mail, events, logger, jobs: deps.jobs, leaseMs: config.scheduledLeaseMs });
  const scheduled = new ScheduledService({ repository: scheduledRepository, mail, queue: scheduledWorker });
  const aiSettings = new AiSettingsService({
    db: db.db,
    encryptionKey: config.encryptionKey,
    allowPrivate: config.aiAllowPrivateHosts,
    timeoutMs: config.aiTimeoutMs,
    serverModel: config.ai?.model,
  });
  const ai = new AiService({
    db: db.db,
    logger,
    assistant: deps.ai?.assistant ?? createAssistant(config),
    ownAssistant: async (userId) => {
      const own = await aiSettings.own(userId);
      return own && modelAssistant({ ...own, timeoutMs: config.aiTimeoutMs, fetch: modelFetch(config.aiAllowPrivateHosts) });
    },
    now: deps.ai?.now,
    sleep: deps.ai?.sleep,
  });
  const auth: Auth = createAuth(config, db.db, {
    onMailGrant: async (userId, grant) => {
      await accounts.connectOAuth(userId, { provider: 'microsoft', email: grant.email, displayName: grant.name, refreshToken: grant.refreshToken });
    },
    onUserCreated: async (user) => {
      // A failed seed must not undo a created account; the user simply starts with fewer examples.
      await mail.onUserCreated(user).catch((error) => logger.error({ err: error, userId: user.id }, 'welcome mail not seeded'));
      await templates
        .onUserCreated(user)
        .catch((error) => logger.error({ err: error, userId: user.id }, 'default templates not seeded'));
    },
  });

  const root = createRouter();
  const api = root
    .openapi(healthRoute, async (c) => {
      const ok = await db.ping();
      return ok ? c.json({ ok: true as const, db: db.kind }, 200) : c.json({ ok: false as const, db: db.kind, error: TEXT_DATABASE_UNAVAILABLE }, 503);
    })
    // better-auth answers a failed database call with its own 500; during an outage say so.
    .use('/auth/*', async (c, next) => {
      await next();
      if (c.res.status >= 500 && !(await db.ping())) {
        const unavailable = databaseUnavailable();
        c.res = c.json(errorBody(unavailable.code, unavailable.message), 503, { 'Retry-After': String(unavailable.retryAfterSeconds) });
      }
    })
    .route(
      '/auth',
      createAuthRoutes(config, auth, {
        // Google returns a Gmail-over-IMAP consent to the sign-in callback, so one redirect URI serves both.
        beforeGoogleCallback: createGmailImapCallback({
          gmail: mail.gmail,
          config,
          userOf: async (headers) => (await auth.api.getSession({ headers }))?.user ?? null,
          connect: (userId, grant) => accounts.connectOAuth(userId, { provider: 'google', ...grant }).then(() => undefined),
        }),
      }),
    )
    .use('*', async (c, next) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(async (error: unknown) => {
        // better-auth wraps adapter failures in its own error; the cause decides.
        if (connectionFailure(error) || !(await db.ping())) throw databaseUnavailable();
        throw error;
      });
      if (!session) {
        // A signed-in browser must not be told to sign in (and drop its session) because the lookup failed.
        if (hasSessionCookie(c.req.raw.headers) && !(await db.ping())) throw databaseUnavailable();
        return c.json(errorBody('UNAUTHORIZED', TEXT_SIGN_IN_REQUIRED), 401);
      }
      c.set('user', session.user);
      c.set('sessionId', session.session.id);
      await next();
    })
    .use('*', idempotency(db.db, { streamed: ['/api/import'] }))
    .route(
      '/',
      createRouter().openapi(meRoute, (c) => {
        const user = c.get('user');
        return c.json({ id: user.id, name: user.name, email: user.email }, 200);
      }),
    )
    .route('/accounts', createAccountRoutes(accounts, deps.accountDiscovery ?? new AccountDiscovery({ allowPrivate: config.mailAllowPrivateHosts })))
    .route('/mail/gmail', createGmailRoutes(mail.gmail, config))
    .route('/mail', createMailRoutes(mail, scheduled))
    .route('/subscriptions', createSubscriptionRoutes(mail))
    .route('/insights', createInsightRoutes(new InsightsService(db.db)))
    .route('/export', createExportRoutes(mail, logger))
    .route('/import', createImportRoutes(imports))
    .route('/labels', createLabelRoutes(mail))
    .route('/rules', createRuleRoutes(rules))
    .route('/splits', createSplitRoutes(new SplitService(db.db, mail)))
    .route('/templates', createTemplateRoutes(templates))
    .route('/snippets', createSnippetRoutes(templates))
    .route('/follow-ups', createFollowUpRoutes(followUps))
    .route('/scheduled', createScheduledRoutes(scheduled))
    .route('/tracked', createTrackedRoutes(tracking))
    .route('/events', createEventRoutes(events))
    .route('/ai', createAiRoutes(ai, aiSettings, logger))
    .route('/preferences', createPreferencesRoutes(new PreferencesService(db.db)));

  const app = new Hono<AppEnv>();
  // First, so that whatever answers a request (a body limit, the session check, the error handler) leaves the socket reusable.
  app.use('*', finishReadingBody());

  app.onError(async (error, c) => {
    if (isDomainError(error)) {
      const headers: Record<string, string> = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
      return c.json(errorBody(error.code, error.message), statusOf(error.kind), headers);
    }
    if (error instanceof HTTPException) {
      return c.json(errorBody('HTTP_ERROR', error.message || 'Request failed'), error.status as ContentfulStatusCode);
    }
    const failure = connectionFailure(error);
    // A socket error could come from another service; only a failing ping puts it on the database.
    if (failure === 'database' || (failure === 'network' && !(await db.ping()))) {
      logger.warn({ err: error, path: c.req.path }, 'database unavailable');
      const unavailable = databaseUnavailable();
      return c.json(errorBody(unavailable.code, unavailable.message), 503, { 'Retry-After': String(unavailable.retryAfterSeconds) });
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'), 500);
  });

  // Registered before the security headers so it runs last: the open pixel is
  // embedded by mail clients on other origins, and a click leaves no referrer.
  app.use('/t/*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/t/o/')) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  });
  app.use('*', securityHeaders(config));

  // The client address comes from the socket only: a header sent by the client is never trusted.
  app.use('*', async (c, next) => {
    c.req.raw.headers.delete(CLIENT_IP_HEADER);
    c.req.raw.headers.set(CLIENT_IP_HEADER, clientAddress(c.env));
    await next();
  });

  // Cookies are SameSite=Lax already; refusing foreign origins also stops same-site tricks and old browsers.
  const allowedOrigins = new Set(trustedOrigins(config));
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if ((origin && !allowedOrigins.has(origin)) || (!origin && fetchSite === 'cross-site')) {
      return c.json(errorBody('FORBIDDEN_ORIGIN', TEXT_FOREIGN_ORIGIN), 403);
    }
    await next();
  });

  describeAuthRoutes(root);
  // Public: the document describes the API, it holds no one's data.
  app.route('/api', createDocsRoutes(root));
  app.route('/api', api);
  // Open pixel and click redirect: reached by recipients, who have no session here.
  app.route('/t', createPublicTrackingRoutes(tracking, auth));
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404));

  if (deps.clientDir) serveClient(app, deps.clientDir);

  return Object.assign(app, { api, auth, events, logger, services: { mail, accounts, templates, rules, followUps, followUpWorker, scheduled, scheduledWorker, tracking, ai, imports } });
}

export type App = ReturnType<typeof createApp>;

/** The /api routes with their declared inputs and outputs: what the browser's typed client (`hc<AppType>`) is built from. */
export type AppType = App['api'];

/**
 * Creates the queues and starts the workers of every area that has background
 * work. Called by main.ts (and by tests that need jobs) after createApp.
 */
export async function startWorkers(app: App, jobs: Jobs): Promise<void> {
  // Each area adds its registration here.
  await app.services.scheduledWorker.start(jobs);
  await registerGmailJobs(jobs, app.services.mail.gmail);
  await registerImapJobs(jobs, app.services.mail.imap);
  app.services.mail.imap.idle.start();
  await app.services.followUpWorker.start(jobs);
  await app.services.mail.snoozer.start(jobs);
  await registerRuleJobs(jobs, app.services.rules);
  await registerImportJobs(jobs, app.services.imports);
}
