/**
 * The database schema, Postgres dialect (PGlite and PostgreSQL alike).
 * Every table a user owns carries `userId` and is always queried through it.
 * Migrations are generated from this file with `npm run db:generate`.
 */
export * from './schema/auth';
