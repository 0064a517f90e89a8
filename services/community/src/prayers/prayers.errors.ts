import { badInput, conflict, forbidden, notFound, type DomainError } from '@koinonia/kit';
import { MAX_PRAYER_UPDATES } from './prayer.input.ts';

/** The prayers feature's expected failures. */
export const prayerErrors = {
  /** Missing, or hidden from the viewer: the two look the same. */
  notFound: (): DomainError => notFound('Prayer'),
  updateNotFound: (): DomainError => notFound('Prayer update'),
  notTheAuthor: (): DomainError => forbidden('Only the author of this prayer can do this'),
  notAModerator: (): DomainError => forbidden('Only the author of this prayer or an admin of its group can do this'),
  readOnlyGroup: (): DomainError => forbidden('This group is suspended: its prayers cannot change'),
  tooManyUpdates: (): DomainError => conflict(`A prayer has at most ${MAX_PRAYER_UPDATES} updates`),
  testimonyNeedsAnswer: (): DomainError => badInput([{ path: 'testimony', message: 'needs an answered prayer (isAnswered: true)' }]),
} as const;
