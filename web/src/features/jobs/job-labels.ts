import type { ApplicationStatus, ContractPayPer, OpportunityStatus, OpportunityType, Workplace } from '../../__generated__/graphql/graphql.ts';
import { JOB_TYPES, WORKPLACES } from './job-options.ts';

export { JOB_TYPES, WORKPLACES };

/** How the job screens name the API's values, in the order forms and filters offer them. */

export const PAY_PERIODS: readonly { value: ContractPayPer; label: string }[] = [
  { value: 'HOUR', label: 'Per hour' },
  { value: 'DAY', label: 'Per day' },
  { value: 'WEEK', label: 'Per week' },
  { value: 'MONTH', label: 'Per month' },
  { value: 'PROJECT', label: 'Per project' },
];

const JOB_STATUS_LABELS: Record<OpportunityStatus, string> = {
  DRAFT: 'Draft',
  AWAITING_PAYMENT: 'Awaiting payment',
  OPEN: 'Open',
  EXPIRED: 'Deadline passed',
  CLOSED: 'Closed',
};

export const JOB_STATUS_COLORS: Record<OpportunityStatus, string> = {
  DRAFT: 'gray',
  AWAITING_PAYMENT: 'yellow',
  OPEN: 'teal',
  EXPIRED: 'gray',
  CLOSED: 'red',
};

/** The statuses in the order an application moves (the API's ApplicationStatus). */
export const APPLICATION_STATUSES: readonly { value: ApplicationStatus; label: string; color: string }[] = [
  { value: 'SUBMITTED', label: 'Submitted', color: 'blue' },
  { value: 'REVIEWING', label: 'In review', color: 'cyan' },
  { value: 'INTERVIEWING', label: 'Interviewing', color: 'grape' },
  { value: 'OFFERED', label: 'Offered', color: 'teal' },
  { value: 'DECLINED', label: 'Declined', color: 'red' },
  { value: 'WITHDRAWN', label: 'Withdrawn', color: 'gray' },
];

const labelOf = <T extends string>(options: readonly { value: T; label: string }[], value: T | null | undefined): string =>
  options.find((option) => option.value === value)?.label ?? '';

export const jobTypeLabel = (type: OpportunityType): string => labelOf(JOB_TYPES, type);
export const workplaceLabel = (workplace: Workplace): string => labelOf(WORKPLACES, workplace);
export const jobStatusLabel = (status: OpportunityStatus): string => JOB_STATUS_LABELS[status];
export const applicationStatusLabel = (status: ApplicationStatus): string => labelOf(APPLICATION_STATUSES, status);
export const applicationStatusColor = (status: ApplicationStatus): string =>
  APPLICATION_STATUSES.find((option) => option.value === status)?.color ?? 'gray';

/**
 * The statuses an organization's admin may move an application to from `status` (the API's rule:
 * forward, steps may be skipped, or declined; nothing after declined or withdrawn).
 */
export function nextApplicationStatuses(status: ApplicationStatus): ApplicationStatus[] {
  if (status === 'DECLINED' || status === 'WITHDRAWN') return [];
  const order: ApplicationStatus[] = ['SUBMITTED', 'REVIEWING', 'INTERVIEWING', 'OFFERED'];
  return [...order.slice(order.indexOf(status) + 1), 'DECLINED'];
}

/** The applicant may withdraw until the application is declined. */
export const canWithdraw = (status: ApplicationStatus): boolean => status !== 'DECLINED' && status !== 'WITHDRAWN';

const dollars = (amount: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);

export const formatMoney = dollars;

/** "$40,000 – $55,000 a year", "$45,000 a year", "Unpaid" (both ends 0), plus a contract rate. */
export function formatPay(job: {
  salaryStartRange: number;
  salaryEndRange: number;
  contractRate?: number | null;
  contractPayPer?: ContractPayPer | null;
}): string {
  const parts: string[] = [];
  if (job.salaryEndRange > 0) {
    parts.push(
      job.salaryStartRange === job.salaryEndRange
        ? `${dollars(job.salaryEndRange)} a year`
        : `${dollars(job.salaryStartRange)} – ${dollars(job.salaryEndRange)} a year`,
    );
  }
  if (job.contractRate != null) {
    parts.push(`${dollars(job.contractRate)} ${labelOf(PAY_PERIODS, job.contractPayPer).toLowerCase()}`.trim());
  }
  return parts.length > 0 ? parts.join(' · ') : 'Unpaid';
}

/** The ministry matching facts a job states, as short tags. */
export function ministryTags(job: { denomination?: string | null; ordinationRequired: boolean; bivocational: boolean; housingProvided: boolean }): string[] {
  return [
    job.denomination?.trim() ?? '',
    job.ordinationRequired ? 'Ordination required' : '',
    job.bivocational ? 'Bivocational' : '',
    job.housingProvided ? 'Housing provided' : '',
  ].filter(Boolean);
}

// Even their darkest shade is too light on their own tint for WCAG AA: these badges get dark text.
const PALE_HUES = new Set(['yellow', 'green', 'teal', 'orange', 'lime']);

/** A light status badge's colours: its colour's darkest shade as text (dark for pale hues), so every status meets WCAG AA contrast. */
export const statusColors = (color: string): { color: string; c: string } => ({ color, c: PALE_HUES.has(color) ? 'dark.7' : `${color}.9` });

/** An organization's initials for its avatar when it has no image. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}
