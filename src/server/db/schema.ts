/**
 * The database schema, Postgres dialect (PGlite and PostgreSQL alike), one
 * file per area under ./schema. Every table a user owns carries `userId` and
 * is always queried through it. Migrations: `npm run db:generate`.
 */
export * from './schema/auth';
export * from './schema/mail';
export * from './schema/templates';
export * from './schema/follow-ups';
export * from './schema/scheduled';
export * from './schema/tracking';
export * from './schema/ai';
export * from './schema/preferences';
export * from './schema/rules';
export * from './schema/transfer';
export * from './schema/relay';
export * from './schema/idempotency';
export * from './schema/insights';
