/** Each person's display and reading settings: only the keys they changed; the rest are the defaults. */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PreferencesPatch } from '../../../core/preferences/schemas';
import { user } from './auth';

export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<PreferencesPatch>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
