import type { EntityManager, SignedInViewer } from '@koinonia/kit';
import type { ReactionName } from './reaction.entity.ts';
import type { ReactionTarget } from './reaction-target.ts';
import { recordReactionAdded } from './reactions.events.ts';
import { insertReaction } from './reactions.repository.ts';

/** Adds the viewer's reaction (once: a second time changes nothing) and tells of it when it is new. */
export async function react(em: EntityManager, viewer: SignedInViewer, name: ReactionName, target: ReactionTarget): Promise<void> {
  if (await insertReaction(em, viewer.userId, name, target)) recordReactionAdded(em, viewer, name, target);
}
