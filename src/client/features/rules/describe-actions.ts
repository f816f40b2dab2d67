/**
 * A rule's actions, and what they did to a message, as the short words of a
 * chip ("Label Finance", "Forward to x@example.com"); a label chip carries
 * its label so it wears the label's colour.
 */
import { parseSnoozeFor } from '../../../core/rules/limits';
import type { LabelColor } from '../../../core/mail/label-limits';
import type { RuleAction, RuleEffect } from '../../api/rules';
import {
  CHIP_ARCHIVE,
  CHIP_FORWARD,
  CHIP_LABEL,
  CHIP_MOVE,
  CHIP_DELETED_LABEL,
  CHIP_NEW_LABEL,
  CHIP_READ,
  CHIP_REPLY_DRAFTED,
  CHIP_REPLY_SENT,
  CHIP_SNOOZE,
  CHIP_STAR,
  CHIP_STOP,
  CHIP_TEMPLATE_GONE,
  CHIP_TO_REPLY,
  CHIP_TRASH,
  chipForward,
  chipLabel,
  chipMove,
  chipReply,
  chipSnoozeFor,
  chipSnoozeUntil,
} from './texts';

export interface Chip {
  text: string;
  /** A label chip: the label's colour. */
  color?: LabelColor;
}

interface Known {
  /** Undefined while the labels load (or when they failed): a rule's label is then not called deleted. */
  labels: readonly { id: string; name: string; color: LabelColor }[] | undefined;
  templates: readonly { id: string; name: string }[];
  /** Where moves go, by folder id (`moveDestinations`). */
  folders?: readonly { id: string; name: string }[];
}

export const shortDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

const PLAIN: Partial<Record<RuleAction['type'], string>> = {
  archive: CHIP_ARCHIVE,
  trash: CHIP_TRASH,
  star: CHIP_STAR,
  read: CHIP_READ,
  toReply: CHIP_TO_REPLY,
  stop: CHIP_STOP,
};

/** A rule's action as a chip. */
export function actionChip(action: RuleAction, known: Known): Chip {
  switch (action.type) {
    case 'label': {
      const labels = known.labels ?? [];
      const label = action.labelId
        ? labels.find((l) => l.id === action.labelId)
        : labels.find((l) => l.name.toLowerCase() === action.labelName?.toLowerCase());
      if (label) return { text: chipLabel(label.name), color: label.color };
      if (action.labelName) return { text: chipLabel(action.labelName) };
      if (action.labelId) return { text: known.labels ? CHIP_DELETED_LABEL : CHIP_LABEL };
      return { text: CHIP_NEW_LABEL };
    }
    case 'snooze': {
      const length = action.for ? parseSnoozeFor(action.for) : null;
      if (length) return { text: chipSnoozeFor(length.amount, length.unit) };
      return { text: action.until ? chipSnoozeUntil(shortDateTime(action.until)) : CHIP_SNOOZE };
    }
    case 'move':
      return { text: chipMove(known.folders?.find((f) => f.id === action.folder)?.name ?? action.folder) };
    case 'forward':
      return { text: chipForward(action.to) };
    case 'reply':
      return { text: chipReply(known.templates.find((t) => t.id === action.templateId)?.name ?? CHIP_TEMPLATE_GONE, action.send ?? false) };
    default:
      return { text: PLAIN[action.type] ?? action.type };
  }
}

/** What one action did to one message, from the history's words (`detail`: a label's name, an address, a time). */
export function effectChip(effect: RuleEffect, labels: Known['labels']): Chip {
  const detail = effect.detail;
  switch (effect.type) {
    case 'label': {
      const label = detail ? labels?.find((l) => l.name === detail) : undefined;
      return { text: detail ? chipLabel(detail) : CHIP_LABEL, ...(label ? { color: label.color } : {}) };
    }
    case 'snooze':
      return { text: detail ? chipSnoozeUntil(shortDateTime(detail)) : CHIP_SNOOZE };
    case 'forward':
      return { text: detail ? chipForward(detail) : CHIP_FORWARD };
    case 'reply':
      return { text: detail?.startsWith('sent') ? CHIP_REPLY_SENT : CHIP_REPLY_DRAFTED };
    case 'move':
      return { text: CHIP_MOVE };
    default:
      return { text: PLAIN[effect.type] ?? effect.type };
  }
}
