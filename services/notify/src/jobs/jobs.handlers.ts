import type { EventHandlers } from '@koinonia/kit';
import { displayName, notifyOf } from '../community/community.repository.ts';

/** Where the web app shows each thing (its routes: /jobs/$id, /jobs/manage/$id, /applications). */
export const jobPaths = {
  job: (opportunityId: string): string => `/jobs/${opportunityId}`,
  applicants: (opportunityId: string): string => `/jobs/manage/${opportunityId}`,
  applications: '/applications',
} as const;

/** How a notification names an application's status. */
const statusWords: Record<string, string> = {
  SUBMITTED: 'submitted',
  REVIEWING: 'being reviewed',
  INTERVIEWING: 'at the interview stage',
  OFFERED: 'an offer',
  DECLINED: 'declined',
  WITHDRAWN: 'withdrawn',
};

/**
 * The job board's notifications (spec: job application submitted, job application status updated,
 * job opportunity closed). orgs-jobs names the people to tell in each event (the organization's
 * admins, the applicant, the applicants still in progress), so notify keeps no read model of them.
 */
export function withJobHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('orgs-jobs.application.submitted', 1, async (payload, { em, envelope }) => {
      const name = await displayName(em, payload.applicantId);
      for (const adminId of new Set(payload.adminIds)) {
        await notifyOf(em, envelope, {
          userId: adminId,
          senderUserId: payload.applicantId,
          type: 'JOB_APPLICATION_SUBMITTED',
          title: `${name} applied to ${payload.jobTitle}`,
          body: 'Open the applicants to review the application.',
          webPath: jobPaths.applicants(payload.opportunityId),
        });
      }
    })
    .on('orgs-jobs.application.status-updated', 1, async (payload, { em, envelope }) => {
      await notifyOf(em, envelope, {
        userId: payload.applicantId,
        senderUserId: payload.updatedById,
        type: 'JOB_APPLICATION_STATUS_UPDATED',
        title: `Your application to ${payload.jobTitle} is ${statusWords[payload.status] ?? payload.status.toLowerCase()}`,
        body: payload.status === 'OFFERED' ? 'The organization would like to offer you the position.' : 'Open your applications to see where it stands.',
        webPath: jobPaths.applications,
      });
    })
    .on('orgs-jobs.opportunity.closed', 1, async (payload, { em, envelope }) => {
      for (const applicantId of new Set(payload.applicantIds)) {
        await notifyOf(em, envelope, {
          userId: applicantId,
          senderUserId: payload.closedById,
          type: 'JOB_OPPORTUNITY_CLOSED',
          title: `${payload.jobTitle} is closed`,
          body: 'The organization is no longer taking applications. Yours stays in your applications.',
          webPath: jobPaths.job(payload.opportunityId),
        });
      }
    });
}
