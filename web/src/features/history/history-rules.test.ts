import { describe, expect, test } from '@jest/globals';
import {
  END_BEFORE_START,
  END_OF_CURRENT,
  educationErrors,
  educationInput,
  experienceErrors,
  experienceHeadline,
  experienceInput,
  primaryFirst,
} from './history-rules.ts';

const position = { jobTitle: 'Worship pastor', type: '', opportunityType: '', description: '', startDate: '2020-03-05', endDate: '', isCurrent: true };
const school = { degree: 'MDiv', fieldOfStudy: '', description: '', startDate: '2014-09-01', endDate: '2018-06-30' };

describe('experienceErrors', () => {
  test('a current position with a title and a start is fine', () => {
    expect(experienceErrors(position)).toEqual({});
  });
  test('title and start date are required (spec "required")', () => {
    expect(experienceErrors({ ...position, jobTitle: '   ', startDate: '' })).toEqual({ jobTitle: 'required', startDate: 'required' });
  });
  test('the end comes after the start', () => {
    expect(experienceErrors({ ...position, isCurrent: false, endDate: '2020-03-05' })).toEqual({ endDate: END_BEFORE_START });
    expect(experienceErrors({ ...position, isCurrent: false, endDate: '2019-01-01' })).toEqual({ endDate: END_BEFORE_START });
    expect(experienceErrors({ ...position, isCurrent: false, endDate: '2021-01-01' })).toEqual({});
  });
  test('a current position has no end date', () => {
    expect(experienceErrors({ ...position, endDate: '2021-01-01' })).toEqual({ endDate: END_OF_CURRENT });
  });
  test('an impossible day is refused', () => {
    expect(experienceErrors({ ...position, startDate: '2020-02-31' })).toEqual({ startDate: 'must be a date' });
  });
});

describe('educationErrors', () => {
  test('degree and start are required; the end after the start', () => {
    expect(educationErrors(school)).toEqual({});
    expect(educationErrors({ ...school, degree: '' })).toEqual({ degree: 'required' });
    expect(educationErrors({ ...school, endDate: '2010-01-01' })).toEqual({ endDate: END_BEFORE_START });
  });
});

test('inputs trim text, send blanks as null and days as midnight UTC', () => {
  expect(experienceInput({ ...position, jobTitle: ' Worship pastor ', type: ' Full-time ' })).toEqual({
    jobTitle: 'Worship pastor',
    type: 'Full-time',
    opportunityType: null,
    description: null,
    startDate: '2020-03-05T00:00:00.000Z',
    endDate: null,
    isCurrent: true,
  });
  expect(educationInput(school).endDate).toBe('2018-06-30T00:00:00.000Z');
});

test('the primary position comes first, the others keep their order', () => {
  const list = [
    { id: 'a', isPrimary: false },
    { id: 'b', isPrimary: true },
    { id: 'c', isPrimary: false },
  ];
  expect(primaryFirst(list).map((item) => item.id)).toEqual(['b', 'a', 'c']);
});

test('the headline is the primary position, with its organization when known', () => {
  expect(experienceHeadline({ jobTitle: 'Worship pastor', organization: { name: 'Grace Church' } })).toBe('Worship pastor at Grace Church');
  expect(experienceHeadline({ jobTitle: 'Worship pastor', organization: null })).toBe('Worship pastor');
  expect(experienceHeadline(undefined)).toBeNull();
});
