import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, maxLength } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';

// Issue 24: an anonymous search of ~840 KB of words cost seconds of database time, then INTERNAL_SERVER_ERROR;
// the denomination filter went into an ILIKE at any length (up to 100,000 characters).
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const BOARD = graphql(`
  query JobBoardGuarded($search: String, $denomination: String, $first: Int) {
    jobOpportunities(search: $search, denomination: $denomination, first: $first) { results { id } }
  }
`);

describe('the job board refuses searches too costly to run, before the database', () => {
  it.each([
    ['840 KB of words', 'pastor '.repeat(120_000), 'must be at most 100000 characters'],
    ['201 characters', 'a'.repeat(201), 'must be at most 200 characters'],
    ['17 words', Array.from({ length: 17 }, (_, i) => `w${i}`).join(' '), 'must be at most 16 words'],
    ['a NUL', 'youth\u0000pastor', 'must not contain control characters'],
  ])('%s', async (_, search, message) => {
    const answer = await t.run(anonymousViewer, BOARD, { search });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual({ search: message });
  });

  it('refuses first: -1 instead of answering a row', async () => {
    expect(fieldErrors(await t.run(anonymousViewer, BOARD, { first: -1 }))).toEqual({ first: 'must be between 1 and 50' });
  });

  it(`bounds the denomination filter as a denomination is bounded (${maxLength.shortText} characters)`, async () => {
    expect(dataOf(await t.run(anonymousViewer, BOARD, { denomination: 'd'.repeat(500) })).jobOpportunities.results).toEqual([]);
    const answer = await t.run(anonymousViewer, BOARD, { denomination: 'd'.repeat(501) });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual({ denomination: 'must be at most 500 characters' });
  });
});
