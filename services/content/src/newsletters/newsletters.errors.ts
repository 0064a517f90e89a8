import { badInput, conflict, notFound } from '@koinonia/kit';
import type { NewsletterStatus } from './newsletter.entity.ts';

/** The newsletters' expected failures. */
export const newsletterErrors = {
  notFound: () => notFound('Newsletter'),
  versionNotFound: () => notFound('Newsletter version'),
  /** What was sent, or is being sent, stays as it was: the versions are the record of it. */
  notEditable: (status: NewsletterStatus) =>
    conflict(status === 'SENDING' ? 'This newsletter is being sent and cannot be changed' : 'This newsletter was sent and cannot be changed'),
  /** A job orgs-jobs told content it closed: readers could not apply. */
  closedJob: () => badInput([{ path: 'jobListingIds', message: 'lists a closed job' }]),
  onlyDraftsDeleted: () => conflict('Only a draft newsletter can be deleted'),
  /** A newsletter goes out once. */
  alreadySent: (status: NewsletterStatus) =>
    conflict(status === 'SENDING' ? 'This newsletter is already being sent' : 'This newsletter was already sent'),
};
