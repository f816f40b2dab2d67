/** The mail_account and mail_folder rows of one user; every query is scoped by userId. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { account } from '../db/schema/auth';
import { mailAccount, mailFolder } from '../db/schema/mail';

export type AccountRow = typeof mailAccount.$inferSelect;
export type NewImapAccount = Omit<typeof mailAccount.$inferInsert, 'id' | 'userId' | 'provider'>;

const PROVIDER_ORDER = sql`case ${mailAccount.provider} when 'local' then 0 when 'gmail' then 1 else 2 end`;

export class AccountRepository {
  constructor(private readonly db: Database) {}

  /** The user's accounts: the local mailbox first, then Gmail, then IMAP accounts in the order added. */
  async list(userId: string): Promise<(AccountRow & { unread: number })[]> {
    const rows = await this.db
      .select({
        account: mailAccount,
        unread: sql<number>`(select count(*) from mail_message mm where mm.account_id = "mail_account"."id" and mm.in_inbox and mm.unread and not mm.is_trash)`.mapWith(Number),
      })
      .from(mailAccount)
      .where(eq(mailAccount.userId, userId))
      .orderBy(PROVIDER_ORDER, asc(mailAccount.createdAt));
    return rows.map((r) => ({ ...r.account, unread: r.unread }));
  }

  async get(userId: string, id: string): Promise<AccountRow | undefined> {
    const [row] = await this.db.select().from(mailAccount).where(and(eq(mailAccount.userId, userId), eq(mailAccount.id, id)));
    return row;
  }

  /** The local mailbox row, made when missing (a user from before accounts had ids gets one on first use). */
  async ensureLocal(userId: string): Promise<void> {
    await this.db
      .insert(mailAccount)
      .values({ id: randomUUID(), userId, provider: 'local' })
      .onConflictDoNothing({ target: [mailAccount.userId, mailAccount.provider], where: sql`${mailAccount.provider} <> 'imap'` });
  }

  async findImapByEmail(userId: string, email: string): Promise<AccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mailAccount)
      .where(and(eq(mailAccount.userId, userId), eq(mailAccount.provider, 'imap'), sql`lower(${mailAccount.email}) = lower(${email})`));
    return row;
  }

  /** The user's Gmail API connection when it is for this address. */
  async findGmailByEmail(userId: string, email: string): Promise<AccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mailAccount)
      .where(and(eq(mailAccount.userId, userId), eq(mailAccount.provider, 'gmail'), sql`lower(${mailAccount.externalEmail}) = lower(${email})`));
    return row;
  }

  async insertImap(userId: string, values: NewImapAccount): Promise<AccountRow> {
    const [row] = await this.db
      .insert(mailAccount)
      .values({ ...values, id: randomUUID(), userId, provider: 'imap' })
      .returning();
    return row!;
  }

  async update(userId: string, id: string, values: Partial<NewImapAccount>): Promise<AccountRow | undefined> {
    const [row] = await this.db
      .update(mailAccount)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(mailAccount.userId, userId), eq(mailAccount.id, id)))
      .returning();
    return row;
  }

  /**
   * Forgets the tokens the sign-in layer keeps for a provider (its account row stays, so signing in with it
   * still works and writes fresh ones): after a mailbox is removed no grant to it is left behind.
   */
  async forgetSignInTokens(userId: string, providerId: string): Promise<void> {
    await this.db
      .update(account)
      .set({ accessToken: null, refreshToken: null, idToken: null, accessTokenExpiresAt: null, refreshTokenExpiresAt: null, updatedAt: new Date() })
      .where(and(eq(account.userId, userId), eq(account.providerId, providerId)));
  }

  /** Removes an account with its folders and cached mail (the foreign keys cascade). */
  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(mailAccount)
      .where(and(eq(mailAccount.userId, userId), eq(mailAccount.id, id), eq(mailAccount.provider, 'imap')))
      .returning({ id: mailAccount.id });
    return rows.length > 0;
  }

  /** An account's folders with their message and unread counts. */
  async folders(userId: string, accountId: string) {
    return this.db
      .select({
        id: mailFolder.id,
        path: mailFolder.path,
        name: mailFolder.name,
        specialUse: mailFolder.specialUse,
        // Spelled out: in a one-table select drizzle leaves column names unqualified, which the subquery would misread.
        total: sql<number>`(select count(*) from mail_message mm where mm.folder_id = "mail_folder"."id")`.mapWith(Number),
        unread: sql<number>`(select count(*) from mail_message mm where mm.folder_id = "mail_folder"."id" and mm.unread)`.mapWith(Number),
      })
      .from(mailFolder)
      .where(and(eq(mailFolder.userId, userId), eq(mailFolder.accountId, accountId)))
      .orderBy(asc(mailFolder.path));
  }
}
