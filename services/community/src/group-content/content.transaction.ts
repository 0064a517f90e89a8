import { mapUniqueViolation, type EntityManager, type RequestContext } from '@koinonia/kit';
import type { ContentItem } from './content.entities.ts';
import { contentErrors } from './content.errors.ts';
import type { ContentKind } from './content.kinds.ts';

/**
 * Runs a change of a scope's list in one transaction. The list lock keeps positions unique; should
 * a writer ever bypass it, the deferred unique constraint refuses the commit and the viewer gets
 * CONFLICT instead of a list with two items in one place.
 */
export function inContentTransaction<E extends ContentItem, R>(
  ctx: RequestContext,
  kind: ContentKind<E>,
  work: (em: EntityManager) => Promise<R>,
): Promise<R> {
  const clash = () => contentErrors.changedMeanwhile(kind);
  return mapUniqueViolation(() => ctx.em.transactional(work), {
    [`${kind.table}_group_position`]: clash,
    [`${kind.table}_event_position`]: clash,
  });
}
