import { conflict, forbidden, notFound, type DomainError } from '@koinonia/kit';
import type { ContentItem } from './content.entities.ts';
import { MAX_ITEMS_PER_SCOPE } from './content.input.ts';
import type { ContentKind } from './content.kinds.ts';

type Kind = Pick<ContentKind<ContentItem>, 'noun' | 'nouns'>;

/** The expected failures of links, resources and FAQs. */
export const contentErrors = {
  notFound: (kind: Kind): DomainError => notFound(kind.noun),
  /** A member may change only what they added; the scope's admins change anything. */
  notTheirs: (kind: Kind): DomainError => forbidden(`You can only change the ${kind.nouns} you added`),
  adminsOnly: (kind: Kind): DomainError => forbidden(`Only an admin can save the whole list of ${kind.nouns}`),
  full: (kind: Kind): DomainError => conflict(`There can be at most ${MAX_ITEMS_PER_SCOPE} ${kind.nouns} here`),
  /** Two writers put items in one place (only possible past the list lock): the list is unchanged. */
  changedMeanwhile: (kind: Kind): DomainError => conflict(`The ${kind.nouns} changed at the same time; please try again`),
} as const;
