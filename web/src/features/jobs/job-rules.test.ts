import { describe, expect, it } from '@jest/globals';
import { messages } from '../../lib/validation/rules.ts';
import { hasFilters, jobBoardVariables, parseJobBoardSearch } from './job-board-search.ts';
import { deadlineFromField, discountedFee, jobFormErrors, type JobFormValues } from './job-rules.ts';
import { canWithdraw, formatPay, ministryTags, nextApplicationStatuses, statusColors } from './job-labels.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');

const valid: JobFormValues = {
  organizationId: 'b5f1c0de-0000-4000-8000-000000000001',
  type: 'FULL_TIME',
  jobTitle: 'Associate Pastor',
  description: 'Preach and care.',
  requirements: '',
  benefits: '',
  salaryStartRange: '50000',
  salaryEndRange: '60000',
  contractRate: '',
  contractPayPer: '',
  deadline: '',
  denomination: '',
  ordinationRequired: false,
  bivocational: false,
  housingProvided: false,
  workplace: 'ON_SITE',
  promoCode: '',
};

describe('the job form rules (as orgs-jobs checks them)', () => {
  it('accepts a complete job', () => {
    expect(jobFormErrors(valid, NOW)).toEqual({});
  });

  it('requires the organization, title, description and both ends of the salary', () => {
    expect(jobFormErrors({ ...valid, organizationId: '', jobTitle: ' ', description: '', salaryStartRange: '', salaryEndRange: '' }, NOW)).toEqual({
      organizationId: messages.required,
      jobTitle: messages.required,
      description: messages.required,
      salaryStartRange: messages.required,
      salaryEndRange: messages.required,
    });
  });

  it('keeps the salary start at most the end, and refuses negative or malformed amounts', () => {
    expect(jobFormErrors({ ...valid, salaryStartRange: '70000' }, NOW)).toEqual({ salaryEndRange: 'must be at least the start of the range' });
    expect(jobFormErrors({ ...valid, salaryStartRange: '60,000', salaryEndRange: '$60,000' }, NOW)).toEqual({});
    expect(jobFormErrors({ ...valid, salaryStartRange: '-1' }, NOW).salaryStartRange).toBe('must not be negative');
    expect(jobFormErrors({ ...valid, salaryEndRange: '12.345' }, NOW).salaryEndRange).toMatch(/amount/);
  });

  it('needs a pay period with a contract rate, and a rate above 0', () => {
    expect(jobFormErrors({ ...valid, contractRate: '30' }, NOW)).toEqual({ contractPayPer: 'required with a contract rate' });
    expect(jobFormErrors({ ...valid, contractRate: '30', contractPayPer: 'HOUR' }, NOW)).toEqual({});
    expect(jobFormErrors({ ...valid, contractRate: '0', contractPayPer: 'HOUR' }, NOW)).toEqual({ contractRate: 'must be more than 0' });
  });

  it('wants a deadline in the future: today counts (it ends at midnight UTC), yesterday does not', () => {
    expect(jobFormErrors({ ...valid, deadline: '2026-11-27' }, NOW)).toEqual({});
    expect(jobFormErrors({ ...valid, deadline: '2026-11-26' }, NOW)).toEqual({ deadline: 'must be in the future' });
    expect(jobFormErrors({ ...valid, deadline: 'soon' }, NOW)).toEqual({ deadline: 'must be in the future' });
    expect(deadlineFromField('2026-12-01')).toBe('2026-12-01T23:59:59.000Z');
  });
});

describe('the board filters in the address', () => {
  it('keeps known values and drops the rest', () => {
    const search = parseJobBoardSearch({ q: ' youth ', type: 'CONTRACT', workplace: 'MOON', ordination: 'yes', housing: 'maybe', bivocational: 'no' });
    expect(search).toEqual({ q: 'youth', type: 'CONTRACT', denomination: undefined, workplace: undefined, ordination: 'yes', bivocational: 'no', housing: undefined });
    expect(hasFilters(search)).toBe(true);
    expect(hasFilters(parseJobBoardSearch({}))).toBe(false);
  });

  it('cuts a hand-written search and denomination to what the board takes (200 and 500 characters)', () => {
    const search = parseJobBoardSearch({ q: 'q'.repeat(300), denomination: ` ${'d'.repeat(600)} ` });
    expect(search.q).toBe('q'.repeat(200));
    expect(search.denomination).toBe('d'.repeat(500));
  });

  it('turns them into jobOpportunities arguments, leaving "any" out', () => {
    expect(jobBoardVariables({ q: 'youth', ordination: 'no', housing: 'yes' })).toEqual({
      search: 'youth',
      opportunityType: null,
      denomination: null,
      workplace: null,
      ordinationRequired: false,
      bivocational: null,
      housingProvided: true,
    });
  });
});

describe('labels', () => {
  it('shows pay as a range, one amount, a contract rate or unpaid', () => {
    expect(formatPay({ salaryStartRange: 40000, salaryEndRange: 55000 })).toBe('$40,000 – $55,000 a year');
    expect(formatPay({ salaryStartRange: 45000, salaryEndRange: 45000 })).toBe('$45,000 a year');
    expect(formatPay({ salaryStartRange: 0, salaryEndRange: 0, contractRate: 32.5, contractPayPer: 'HOUR' })).toBe('$32.50 per hour');
    expect(formatPay({ salaryStartRange: 0, salaryEndRange: 0 })).toBe('Unpaid');
  });

  it('lists the ministry facts a job states', () => {
    expect(ministryTags({ denomination: ' Baptist ', ordinationRequired: true, bivocational: false, housingProvided: true })).toEqual([
      'Baptist',
      'Ordination required',
      'Housing provided',
    ]);
  });

  it('moves an application forward or to declined, never back, and lets the applicant withdraw until declined', () => {
    expect(nextApplicationStatuses('SUBMITTED')).toEqual(['REVIEWING', 'INTERVIEWING', 'OFFERED', 'DECLINED']);
    expect(nextApplicationStatuses('OFFERED')).toEqual(['DECLINED']);
    expect(nextApplicationStatuses('WITHDRAWN')).toEqual([]);
    expect(canWithdraw('INTERVIEWING')).toBe(true);
    expect(canWithdraw('DECLINED')).toBe(false);
  });

  it('applies a promo code to the fee as orgs-jobs does', () => {
    expect(discountedFee(49, { discountType: 'PERCENTAGE', percentage: 20 })).toBe(39.2);
    expect(discountedFee(49, { discountType: 'PRICE', price: 60 })).toBe(0);
    expect(discountedFee(49, { discountType: 'PERCENTAGE', percentage: 100 })).toBe(0);
  });
});

describe('status badge colours', () => {
  it('use the darkest shade as text, and dark text on pale hues', () => {
    expect(statusColors('blue')).toEqual({ color: 'blue', c: 'blue.9' });
    expect(statusColors('teal')).toEqual({ color: 'teal', c: 'dark.7' });
  });
});
