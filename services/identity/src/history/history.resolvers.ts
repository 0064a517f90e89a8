import { dispatchMutationType } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { addEducation } from './add-education.use-case.ts';
import { addExperience } from './add-experience.use-case.ts';
import { deleteEducation } from './delete-education.use-case.ts';
import { deleteExperience } from './delete-experience.use-case.ts';
import { editEducation } from './edit-education.use-case.ts';
import { editExperience } from './edit-experience.use-case.ts';
import { organizationReference } from './history.entities.ts';
import { historyOwner } from './history.queries.ts';
import { educationsByUserId, experiencesByUserId } from './history.repository.ts';
import { setPrimaryExperience } from './set-primary-experience.use-case.ts';

export function historyResolvers() {
  return {
    Query: {
      educations: async (_, { slug }, ctx) => {
        const owner = await historyOwner(ctx, slug);
        return owner ? educationsByUserId(ctx).load(owner.id) : null;
      },
      experiences: async (_, { slug }, ctx) => {
        const owner = await historyOwner(ctx, slug);
        return owner ? experiencesByUserId(ctx).load(owner.id) : null;
      },
    },
    Mutation: {
      education: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addEducation.run(ctx, input),
          EDIT: (input) => editEducation.run(ctx, input),
          DELETE: (input) => deleteEducation.run(ctx, input),
        }),
      experience: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addExperience.run(ctx, input),
          EDIT: (input) => editExperience.run(ctx, input),
          DELETE: (input) => deleteExperience.run(ctx, input),
        }),
      setPrimaryExperience: (_, args, ctx) => setPrimaryExperience.run(ctx, args),
    },
    User: {
      experiences: (user, _, ctx) => experiencesByUserId(ctx).load(user.id),
      educations: (user, _, ctx) => educationsByUserId(ctx).load(user.id),
    },
    Experience: {
      isCurrent: (experience) => experience.endDate === null,
      organization: (experience) => (experience.organizationId ? organizationReference(experience.organizationId) : null),
    },
    Education: {
      school: (education) => (education.schoolId ? organizationReference(education.schoolId) : null),
    },
  } satisfies Resolvers;
}
