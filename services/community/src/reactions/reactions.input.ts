import { z } from 'zod';
import { orList, rules } from '@koinonia/kit';
import { reactionNames } from './reaction.entity.ts';

/** A reaction's name (spec: "reaction needs name and mutationType"). */
export const reactionName = () =>
  z.enum(reactionNames, { error: (issue) => (issue.input == null ? 'required' : `must be ${orList(reactionNames)}`) });

/** The three possible targets; reactionTargetOf insists on exactly one. */
export const reactionTargetFields = {
  newsFeedPostId: rules.id().nullish(),
  commentId: rules.id().nullish(),
  prayerId: rules.id().nullish(),
};

export const reactionInput = z.object({ name: reactionName(), ...reactionTargetFields });
