import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataOf, handledTestEvent, publishTestEvent, signedInViewer, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import { notifyService } from '../service.ts';

// notify consuming orgs-jobs' job board events through the in-process bus, on its own real database:
// who is told what, with which link, and only once.
let t: TestService<NotifyConfig>;
beforeAll(async () => {
  t = await startTestService(notifyService, loadNotifyConfig, { env: { WEB_URL: 'https://koinonia.example' } });
});
afterAll(async () => t?.stop());

const NOTIFICATIONS = graphql(`
  query JobNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }
`);
const jobNotificationsOf = async (userId: string) =>
  dataOf(await t.run(signedInViewer([], userId), NOTIFICATIONS)).notifications.results.filter((n) => n.type !== 'WELCOME');

async function signedUp(firstName: string): Promise<string> {
  const userId = randomUUID();
  await handledTestEvent(t, {
    type: 'identity.user.signed-up',
    payload: { userId, email: `${userId}@example.org`, firstName, lastName: 'Philippi', slug: `m-${userId}`, isSubscribed: false },
  });
  return userId;
}

const job = { opportunityId: randomUUID(), organizationId: randomUUID(), jobTitle: 'Associate Pastor' };

describe('job board notifications', () => {
  it('tells each of the organization’s admins that someone applied, once however often the event arrives', async () => {
    const applicantId = await signedUp('Lydia');
    const [adminA, adminB] = [randomUUID(), randomUUID()];
    const event = {
      type: 'orgs-jobs.application.submitted',
      payload: { ...job, applicationId: randomUUID(), applicantId, adminIds: [adminA, adminB, adminA] },
    };
    const id = await handledTestEvent(t, event);
    const expected = {
      type: 'JOB_APPLICATION_SUBMITTED',
      title: 'Lydia applied to Associate Pastor',
      body: 'Open the applicants to review the application.',
      webPath: `/jobs/manage/${job.opportunityId}`,
      mobilePath: `/jobs/manage/${job.opportunityId}`,
      senderUserId: applicantId,
    };
    expect(await jobNotificationsOf(adminA)).toEqual([expected]);
    expect(await jobNotificationsOf(adminB)).toEqual([expected]);

    const before = t.service.consumerStats?.duplicates ?? 0;
    await publishTestEvent(t.bus, { version: 1, ...event, id });
    await waitFor(async () => (t.service.consumerStats?.duplicates ?? 0) > before, 10_000, 'the duplicate to be seen');
    expect(await t.count('notification', 'source_event_id = ?', [id])).toBe(2);
  });

  it('tells the applicant of each status change an admin makes, and not of their own withdrawal', async () => {
    const applicantId = randomUUID();
    const adminId = randomUUID();
    const change = (previousStatus: string, status: string, updatedById: string) =>
      handledTestEvent(t, {
        type: 'orgs-jobs.application.status-updated',
        payload: { applicationId: randomUUID(), opportunityId: job.opportunityId, jobTitle: job.jobTitle, applicantId, previousStatus, status, updatedById },
      });
    await change('SUBMITTED', 'REVIEWING', adminId);
    await change('REVIEWING', 'OFFERED', adminId);
    await change('OFFERED', 'WITHDRAWN', applicantId);
    expect((await jobNotificationsOf(applicantId)).map((n) => [n.type, n.title, n.body, n.webPath, n.senderUserId])).toEqual([
      ['JOB_APPLICATION_STATUS_UPDATED', 'Your application to Associate Pastor is an offer', 'The organization would like to offer you the position.', '/applications', adminId],
      ['JOB_APPLICATION_STATUS_UPDATED', 'Your application to Associate Pastor is being reviewed', 'Open your applications to see where it stands.', '/applications', adminId],
    ]);
  });

  it('tells the applicants still in progress that the job closed', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const closedById = randomUUID();
    const id = await handledTestEvent(t, { type: 'orgs-jobs.opportunity.closed', payload: { ...job, closedById, applicantIds: [a, b] } });
    for (const userId of [a, b]) {
      expect(await jobNotificationsOf(userId)).toEqual([
        {
          type: 'JOB_OPPORTUNITY_CLOSED',
          title: 'Associate Pastor is closed',
          body: 'The organization is no longer taking applications. Yours stays in your applications.',
          webPath: `/jobs/${job.opportunityId}`,
          mobilePath: `/jobs/${job.opportunityId}`,
          senderUserId: closedById,
        },
      ]);
    }
    const none = await handledTestEvent(t, { type: 'orgs-jobs.opportunity.closed', payload: { ...job, closedById, applicantIds: [] } });
    expect(await t.count('notification', 'source_event_id in (?, ?)', [id, none])).toBe(2);
  });
});
