import type { OpportunityType, Workplace } from '../../__generated__/graphql/graphql.ts';

// Apart from the other labels (job-labels.ts): /jobs validates its address with these, and a
// route's validateSearch is part of the router every page downloads.

/** The job types and workplaces, named, in the order forms and filters offer them. */
export const JOB_TYPES: readonly { value: OpportunityType; label: string }[] = [
  { value: 'FULL_TIME', label: 'Full time' },
  { value: 'PART_TIME', label: 'Part time' },
  { value: 'CONTRACT', label: 'Contract' },
  { value: 'VOLUNTEER', label: 'Volunteer' },
  { value: 'INTERNSHIP', label: 'Internship' },
];

export const WORKPLACES: readonly { value: Workplace; label: string }[] = [
  { value: 'ON_SITE', label: 'On site' },
  { value: 'REMOTE', label: 'Remote' },
  { value: 'HYBRID', label: 'Hybrid' },
];
