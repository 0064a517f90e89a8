import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { maxLength } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { addOrganization, member } from '../organizations/organizations.testing.ts';
import { orgsJobsService } from '../service.ts';
import { jobVariables, OPPORTUNITY, postJob } from './opportunities.testing.ts';

// Issue 24: editing a job took any title kit's plain required text allowed (10,000 characters, or
// zero-width characters alone), where adding one takes the title rule; and a denomination took
// 10,000 characters. An edit now keeps to ADD's title rule, and a denomination is `shortText` (500).
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

async function postedJob(denomination = 'Baptist') {
  const admin = member();
  const org = await addOrganization(t, admin);
  const job = await postJob(t, admin, org.id, { jobTitle: 'Associate Pastor', denomination });
  return { admin, org, job };
}

const stored = async (id: string) =>
  (await t.sql<{ job_title: string; denomination: string | null }>('select job_title, denomination from opportunity where id = ?', [id]))[0];

describe("editing a job's title", () => {
  it(`takes ${maxLength.title} characters, as adding one does`, async () => {
    const { admin, job } = await postedJob();
    const jobTitle = 'T'.repeat(200);
    const edited = dataOf(await t.run(admin, OPPORTUNITY, { id: job.id, jobTitle, mutationType: 'EDIT' }));
    expect(edited.opportunity?.jobTitle).toBe(jobTitle);
  });

  it.each([
    ['201 characters', 'T'.repeat(201), 'must be at most 200 characters'],
    ['zero-width characters alone', '\u200B\u200C\u200D\u2060\uFEFF', 'required'],
  ])('refuses %s as BAD_USER_INPUT naming the title, and changes nothing', async (_, jobTitle, message) => {
    const { admin, job } = await postedJob();
    const answer = await t.run(admin, OPPORTUNITY, { id: job.id, jobTitle, description: 'Changed?', mutationType: 'EDIT' });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual({ jobTitle: message });
    expect(await stored(job.id)).toEqual({ job_title: 'Associate Pastor', denomination: 'Baptist' });
    const [{ description } = { description: '' }] = await t.sql<{ description: string }>('select description from opportunity where id = ?', [job.id]);
    expect(description).toBe(job.description);
  });
});

describe("a job's denomination", () => {
  it(`takes ${maxLength.shortText} characters, on ADD and on EDIT`, async () => {
    const { admin, org, job } = await postedJob('d'.repeat(500));
    expect(job.denomination).toBe('d'.repeat(500));
    const edited = dataOf(await t.run(admin, OPPORTUNITY, { id: job.id, denomination: 'e'.repeat(500), mutationType: 'EDIT' }));
    expect(edited.opportunity?.denomination).toBe('e'.repeat(500));
    expect(await t.count('opportunity', 'organization_id = ?', [org.id])).toBe(1);
  });

  it('refuses 501 characters as BAD_USER_INPUT naming the denomination, adding and changing nothing', async () => {
    const { admin, org, job } = await postedJob();
    const denomination = 'd'.repeat(501);
    for (const answer of [
      await t.run(admin, OPPORTUNITY, jobVariables(org.id, { denomination })),
      await t.run(admin, OPPORTUNITY, { id: job.id, denomination, mutationType: 'EDIT' }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ denomination: 'must be at most 500 characters' });
    }
    expect(await t.count('opportunity', 'organization_id = ?', [org.id])).toBe(1);
    expect(await stored(job.id)).toEqual({ job_title: 'Associate Pastor', denomination: 'Baptist' });
  });
});
