import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { LocationEntity, type User } from './user.entity.ts';
import { getProfileOfUser, getUser, updateLocation } from './user.repository.ts';
import { recordProfileChanged } from './users.events.ts';

const NO_LOCATION = { country: null, city: null, state: null, zipcode: null };

/** updateUserProfile: the signed-in user's names, about text, language and location (published: other services show them). */
export const updateProfile = defineUseCase({
  access: 'member',
  input: z.object({
    firstName: rules.name(),
    lastName: rules.name(),
    about: rules.about(),
    language: rules.shortText(),
    location: z
      .object({
        country: rules.shortText(),
        city: rules.shortText(),
        state: rules.shortText(),
        zipcode: rules.zipcode(),
      })
      .nullish(),
  }),
  execute: async (ctx, input): Promise<User> => {
    const userId = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      const user = await getUser(em, userId);
      const profile = await getProfileOfUser(em, userId);
      user.firstName = input.firstName;
      user.lastName = input.lastName;
      profile.about = input.about;
      profile.language = input.language;
      if (input.location !== undefined) {
        const values = input.location ?? NO_LOCATION;
        if (user.locationId) {
          await updateLocation(em, user.locationId, values);
        } else if (Object.values(values).some((v) => v !== null)) {
          const locationId = randomUUID();
          em.create(LocationEntity, { id: locationId, ...values });
          user.locationId = locationId;
        }
      }
      await em.flush();
      await recordProfileChanged(em, ctx.viewer, user);
      return user;
    });
  },
});
