/**
 * /api/preferences: the stored changes merged over the defaults. A change
 * is merged into what is stored in one statement, so two tabs changing
 * different keys at once both keep theirs.
 */
import { eq, sql } from 'drizzle-orm';
import { preferencesSchema, type PreferencesPatch } from '../../core/preferences/schemas';
import { DEFAULT_PREFERENCES, type Preferences } from '../../core/preferences/values';
import type { Database } from '../db/open';
import { userPreferences } from '../db/schema';

export class PreferencesService {
  constructor(private readonly db: Database) {}

  async get(userId: string): Promise<Preferences> {
    const [row] = await this.db.select({ values: userPreferences.values }).from(userPreferences).where(eq(userPreferences.userId, userId));
    return this.merged(row?.values);
  }

  async update(userId: string, patch: PreferencesPatch): Promise<Preferences> {
    const [row] = await this.db
      .insert(userPreferences)
      .values({ userId, values: patch })
      .onConflictDoUpdate({
        target: userPreferences.userId,
        set: { values: sql`${userPreferences.values} || excluded.values`, updatedAt: new Date() },
      })
      .returning({ values: userPreferences.values });
    return this.merged(row?.values);
  }

  /** A value stored under an older rule than today's falls back to its default instead of breaking the answer. */
  private merged(stored: PreferencesPatch | undefined): Preferences {
    const result = { ...DEFAULT_PREFERENCES };
    for (const [key, value] of Object.entries(stored ?? {})) {
      const candidate = { ...result, [key]: value };
      if (preferencesSchema.safeParse(candidate).success) Object.assign(result, { [key]: value });
    }
    return result;
  }
}
