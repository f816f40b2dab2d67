/**
 * The user's labels on Gmail: each Email Buddy label is linked to one Gmail label (users.labels, its id kept
 * in mail_label.gmail_label_id), so a label given here shows in Gmail and one given in Gmail shows here.
 * A Gmail label met for the first time on a message is linked to the Email Buddy label of the same name, or
 * becomes one; an Email Buddy label is made on Gmail the first time it goes on a Gmail message.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { isMailError } from '../../../core/mail/errors';
import { mailMessage } from '../../db/schema/mail';
import type { Database } from '../../db/open';
import { mailLabel } from '../../db/schema/rules';
import { LabelRepository } from '../../rules/labels';
import { LABELS_MAX } from '../../../core/mail/label-limits';
import type { GmailClient } from './api';
import type { GmailLabel } from './types';

/** Gmail's ids for the person's own labels; everything else (INBOX, STARRED, CATEGORY_…) is a system label. */
const isGmailUserLabel = (id: string) => id.startsWith('Label_');

export class GmailLabels {
  private readonly labels: LabelRepository;
  /** Gmail label id → Email Buddy label id, read once per use of this object. */
  private links: Map<string, string> | undefined;
  private listed = false;

  constructor(
    private readonly db: Database,
    private readonly userId: string,
    private readonly client: GmailClient,
  ) {
    this.labels = new LabelRepository(db);
  }

  private async linkMap(): Promise<Map<string, string>> {
    if (!this.links) {
      const rows = await this.db
        .select({ id: mailLabel.id, gmailLabelId: mailLabel.gmailLabelId })
        .from(mailLabel)
        .where(and(eq(mailLabel.userId, this.userId), isNotNull(mailLabel.gmailLabelId)));
      this.links = new Map(rows.map((r) => [r.gmailLabelId!, r.id]));
    }
    return this.links;
  }

  /** The Email Buddy labels linked to Gmail: on a Gmail message, Gmail says whether each is there. */
  async linked(): Promise<string[]> {
    return [...(await this.linkMap()).values()];
  }

  /**
   * Links a label to its Gmail label. From then on Gmail says which messages carry it, so the Gmail messages
   * that carry it here only (given before it was linked) get it on Gmail first, or the next answer would take it off.
   */
  private async link(id: string, gmailLabelId: string) {
    const carrying = await this.db
      .select({ providerId: mailMessage.providerId })
      .from(mailMessage)
      .where(and(eq(mailMessage.userId, this.userId), eq(mailMessage.provider, 'gmail'), sql`${mailMessage.labels} @> array[${id}]::text[]`));
    for (const { providerId } of carrying) await this.client.modifyMessage(providerId, { addLabelIds: [gmailLabelId] });
    await this.db.update(mailLabel).set({ gmailLabelId }).where(and(eq(mailLabel.userId, this.userId), eq(mailLabel.id, id)));
    (await this.linkMap()).set(gmailLabelId, id);
  }

  /** Forgets a link whose Gmail label is gone (deleted in Gmail): the next use makes it again. */
  private async unlink(id: string) {
    await this.db.update(mailLabel).set({ gmailLabelId: null }).where(and(eq(mailLabel.userId, this.userId), eq(mailLabel.id, id)));
    this.links = undefined;
  }

  /**
   * Gmail's labelIds as the cache keeps them: system labels as they are, the person's own as their Email
   * Buddy label ids. Gmail labels not linked yet are read from users.labels (once) and linked by name or made.
   */
  async toLocal(labelIds: readonly string[]): Promise<string[]> {
    const links = await this.linkMap();
    if (labelIds.some((id) => isGmailUserLabel(id) && !links.has(id)) && !this.listed) await this.adopt();
    return labelIds.flatMap((id) => (isGmailUserLabel(id) ? (links.has(id) ? [links.get(id)!] : []) : [id]));
  }

  /** Reads Gmail's label list again: links to labels gone from Gmail go, new Gmail labels are linked. */
  async refresh() {
    await this.adopt();
  }

  /** Links every Gmail user label to the Email Buddy label of its name, making the ones missing (up to the limit). */
  private async adopt() {
    this.listed = true;
    const links = await this.linkMap();
    const { labels = [] } = await this.client.listLabels();
    // Links to Gmail labels deleted meanwhile go, so those labels are made again when next used.
    const onGmail = new Set(labels.map((l) => l.id));
    for (const [gmailId, id] of [...links]) {
      if (!onGmail.has(gmailId)) {
        await this.unlink(id);
        links.delete(gmailId);
      }
    }
    for (const label of labels.filter((l) => l.type === 'user' && !links.has(l.id))) {
      const local = await this.labels.byName(this.userId, label.name);
      if (local && !local.gmailLabelId) await this.link(local.id, label.id);
      else if (!local && (await this.labels.rows(this.userId)).length < LABELS_MAX) {
        const made = await this.labels.ensure(this.userId, label.name);
        await this.link(made.id, label.id);
      }
    }
  }

  /** The Gmail label for an Email Buddy label, made on Gmail (or found there by name) the first time. */
  async toGmail(labelId: string): Promise<string> {
    const row = await this.labels.get(this.userId, labelId);
    if (!row) throw new Error(`label ${labelId} is not the user's`);
    if (row.gmailLabelId) return row.gmailLabelId;
    let made: GmailLabel | undefined;
    try {
      made = await this.client.createLabel(row.name);
    } catch (error) {
      // Gmail already has a label of that name (409): that one is it.
      const { labels = [] } = await this.client.listLabels();
      made = labels.find((l) => l.type === 'user' && l.name.toLowerCase() === row.name.toLowerCase());
      if (!made || (await this.linkMap()).has(made.id)) throw error;
    }
    await this.link(row.id, made.id);
    return made.id;
  }

  /** A renamed Email Buddy label is renamed on Gmail too, once linked. */
  async rename(labelId: string, name: string) {
    const row = await this.labels.get(this.userId, labelId);
    if (row?.gmailLabelId) await this.client.renameLabel(row.gmailLabelId, name).catch((error: unknown) => this.goneOnGmail(row.id, error));
  }

  /** A deleted Email Buddy label is deleted on Gmail too, once linked (Gmail takes it off its messages). */
  async remove(labelId: string) {
    const row = await this.labels.get(this.userId, labelId);
    if (row?.gmailLabelId) await this.client.deleteLabel(row.gmailLabelId).catch((error: unknown) => this.goneOnGmail(row.id, error));
  }

  /** A Gmail label already gone (404) is as good as renamed or deleted there: the link goes; any other refusal stands. */
  private async goneOnGmail(id: string, error: unknown) {
    if (!isMailError(error) || error.code !== 'MESSAGE_NOT_FOUND') throw error;
    await this.unlink(id);
  }
}
