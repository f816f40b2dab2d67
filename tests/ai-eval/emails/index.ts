import type { EvalEmail } from '../types';
import { CONTRACT_EMAILS } from './contract';
import { INCIDENT_EMAILS } from './incident';
import { INVOICE_EMAILS } from './invoice';
import { LAUNCH_EMAILS } from './launch';
import { LEGAL_EMAILS } from './legal';
import { NEWSLETTER_EMAILS } from './newsletter';
import { OFFICE_EMAILS } from './office';
import { PERSONAL_EMAILS } from './personal';
import { RECRUITING_EMAILS } from './recruiting';
import { SCHEDULING_EMAILS } from './scheduling';
import { SUPPORT_EMAILS } from './support';
import { TRAVEL_EMAILS } from './travel';

export const EVAL_EMAILS: readonly EvalEmail[] = [
  ...INVOICE_EMAILS, ...LEGAL_EMAILS, ...OFFICE_EMAILS, ...LAUNCH_EMAILS, ...PERSONAL_EMAILS, ...RECRUITING_EMAILS,
  ...SUPPORT_EMAILS, ...NEWSLETTER_EMAILS, ...SCHEDULING_EMAILS, ...INCIDENT_EMAILS, ...CONTRACT_EMAILS, ...TRAVEL_EMAILS,
];
