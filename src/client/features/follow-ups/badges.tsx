import { isFollowUpOverdue, type FollowUpPriority } from '../../../core/schedule/rules';
import { OVERDUE_BADGE } from '../../../core/schedule/texts';
import { Badge } from '../../ui/badge';
import { PRIORITY_LABELS } from '../../ui/follow-up/texts';
import { STATUS_LABELS } from './texts';
import type { FollowUp } from '../../api/follow-ups';

const PRIORITY_VARIANT = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;
const STATUS_VARIANT = { pending: 'info', snoozed: 'secondary', completed: 'success' } as const;

export function FollowUpPriorityBadge({ priority }: { priority: FollowUpPriority }) {
  return <Badge variant={PRIORITY_VARIANT[priority]}>{PRIORITY_LABELS[priority]}</Badge>;
}

/** The status, or Overdue in its place when the reminder is pending and past due. */
export function FollowUpStatusBadge({ followUp, now }: { followUp: FollowUp; now: Date }) {
  if (isFollowUpOverdue({ status: followUp.status, dueDate: new Date(followUp.dueDate) }, now)) {
    return <Badge variant="destructive">{OVERDUE_BADGE}</Badge>;
  }
  return <Badge variant={STATUS_VARIANT[followUp.status]}>{STATUS_LABELS[followUp.status]}</Badge>;
}
