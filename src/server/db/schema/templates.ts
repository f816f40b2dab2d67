/**
 * Templates and snippets, per user. Seeded with the defaults when an
 * account is created; every query filters by `userId`.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { TEMPLATE_CATEGORIES } from '../../../core/templates/defaults';
import { user } from './auth';

export const template = pgTable(
  'template',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category', { enum: TEMPLATE_CATEGORIES }).notNull().default('Business'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('template_user_idx').on(t.userId, t.createdAt)],
);

export const snippet = pgTable(
  'snippet',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('snippet_user_idx').on(t.userId, t.createdAt)],
);
