import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer } from '@koinonia/kit';
import { errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';

// Issue 24: an anonymous search of ~840 KB of words cost seconds of database time, then INTERNAL_SERVER_ERROR.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const BOARD = graphql(`query JobBoardGuarded($search: String, $first: Int) { jobOpportunities(search: $search, first: $first) { results { id } } }`);

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
});
