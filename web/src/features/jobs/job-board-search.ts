import type { OpportunityType, Workplace } from '../../__generated__/graphql/graphql.ts';
import { maxLength } from '../../lib/validation/rules.ts';
import { JOB_TYPES, WORKPLACES } from './job-options.ts';

// Apart from the form's rules and the labels: /jobs validates its address with it, and a route's
// validateSearch is part of the router every page downloads.

/** The board's filters, as the address carries them (`/jobs?q=&type=&ordination=yes...`). */
export interface JobBoardSearch {
  q?: string;
  type?: OpportunityType;
  denomination?: string;
  workplace?: Workplace;
  ordination?: YesNo;
  bivocational?: YesNo;
  housing?: YesNo;
}

export type YesNo = 'yes' | 'no';

const oneOf = <T extends string>(options: readonly { value: T }[], value: unknown): T | undefined =>
  options.find((option) => option.value === value)?.value;
const yesNo = (value: unknown): YesNo | undefined => (value === 'yes' || value === 'no' ? value : undefined);
/** Trimmed text of at most `max` characters (what the board's argument takes), or nothing. */
const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

/** `validateSearch` of /jobs: unknown values are dropped, so a hand-edited address still works. */
export function parseJobBoardSearch(search: Record<string, unknown>): JobBoardSearch {
  return {
    q: text(search['q'], maxLength.search),
    type: oneOf(JOB_TYPES, search['type']),
    denomination: text(search['denomination'], maxLength.shortText),
    workplace: oneOf(WORKPLACES, search['workplace']),
    ordination: yesNo(search['ordination']),
    bivocational: yesNo(search['bivocational']),
    housing: yesNo(search['housing']),
  };
}

const asBoolean = (value: YesNo | undefined): boolean | null => (value === undefined ? null : value === 'yes');

/** The board's filters as `jobOpportunities` arguments. */
export function jobBoardVariables(search: JobBoardSearch) {
  return {
    search: search.q ?? null,
    opportunityType: search.type ?? null,
    denomination: search.denomination ?? null,
    workplace: search.workplace ?? null,
    ordinationRequired: asBoolean(search.ordination),
    bivocational: asBoolean(search.bivocational),
    housingProvided: asBoolean(search.housing),
  };
}

export const hasFilters = (search: JobBoardSearch): boolean => Object.values(search).some((value) => value !== undefined);
