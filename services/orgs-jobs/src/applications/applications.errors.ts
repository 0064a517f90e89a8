import { DomainError, notFound, type ErrorCode } from '@koinonia/kit';

/** Why an application was refused: stable, in `extensions.reason` (`extensions.code` carries the category). */
export const ApplicationRefusal = {
  OPPORTUNITY_NOT_FOUND: 'OPPORTUNITY_NOT_FOUND',
  OPPORTUNITY_NOT_OPEN: 'OPPORTUNITY_NOT_OPEN',
  DEADLINE_PASSED: 'DEADLINE_PASSED',
  ALREADY_APPLIED: 'ALREADY_APPLIED',
  VIDEO_NOT_FOUND: 'VIDEO_NOT_FOUND',
} as const;
export type ApplicationRefusal = (typeof ApplicationRefusal)[keyof typeof ApplicationRefusal];

/** The spec's message for a refused application. */
export const applicationFailed = 'Application could not be submitted. Please contact support for more information.';

const refusals: Record<ApplicationRefusal, { code: ErrorCode; detail: string }> = {
  OPPORTUNITY_NOT_FOUND: { code: 'NOT_FOUND', detail: 'This opportunity does not exist.' },
  OPPORTUNITY_NOT_OPEN: { code: 'BAD_USER_INPUT', detail: 'This opportunity is not open for applications.' },
  DEADLINE_PASSED: { code: 'BAD_USER_INPUT', detail: 'The deadline for this opportunity has passed.' },
  ALREADY_APPLIED: { code: 'CONFLICT', detail: 'You have already applied to this opportunity.' },
  VIDEO_NOT_FOUND: { code: 'BAD_USER_INPUT', detail: 'This video is not one you uploaded.' },
};

/** A refused application: the spec's message, the reason, and the reason in words on `opportunityId`. */
export class ApplicationError extends DomainError {
  readonly reason: ApplicationRefusal;

  constructor(reason: ApplicationRefusal) {
    const { code, detail } = refusals[reason];
    super(code, applicationFailed, [{ path: reason === 'VIDEO_NOT_FOUND' ? 'videoFileId' : 'opportunityId', message: detail }]);
    this.reason = reason;
  }
}

export const applicationNotFound = (): DomainError => notFound('Application');

export const statusNotAllowed = (from: string, to: string): DomainError =>
  new DomainError('BAD_USER_INPUT', `An application cannot go from ${from} to ${to}`, [{ path: 'status', message: `cannot go from ${from} to ${to}` }]);
