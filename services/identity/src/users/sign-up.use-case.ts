import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, rules, uniqueSlug, violatedConstraint } from '@koinonia/kit';
import { linkSlugField, recordGroupArrival } from '../invitation-arrivals/group-arrivals.ts';
import { requestConnectionToInviter } from '../invitation-arrivals/inviter-connection.ts';
import { sourceOf } from './auth-limits.ts';
import { hashPassword } from './passwords.ts';
import { ProfileEntity, UserEntity } from './user.entity.ts';
import { findUserByEmail } from './user.repository.ts';
import type { UsersDeps } from './users.deps.ts';
import { recordProfileChanged, recordRepeatedSignUp, recordSignedUp, requestEmailVerification } from './users.events.ts';

/**
 * signIn SIGN_UP. Answers null, and starts no session, whether or not the address already has an
 * account, so sign-up does not tell anyone who is registered (OWASP's authentication cheat sheet).
 * A new address gets its account, its profile and a verification e-mail whose link signs the person
 * in; a known one gets an e-mail saying so, with a way in. Both send an e-mail, so both count
 * against the address's e-mail limit, and both hash the password, so neither answers sooner.
 * With `groupSlug` (an invitation e-mail's link) a new account's arrival is recorded for community,
 * and with `inviteSlug` (a member's invitation link) it asks that member to connect; a known address
 * does neither, as the person signing up has not shown it is theirs.
 */
export const signUp = defineUseCase({
  access: 'anyone',
  input: z.object({
    firstName: rules.name(),
    lastName: rules.name(),
    email: rules.email(),
    password: rules.password(),
    isSubscribed: z.boolean().nullish().transform((v) => v ?? false),
    groupSlug: linkSlugField(),
    inviteSlug: linkSlugField(),
  }),
  execute: async (ctx, input, deps: UsersDeps): Promise<null> => {
    await deps.limits.emailRequests.consume(input.email, sourceOf(ctx.viewer));
    const passwordHash = await hashPassword(input.password);
    const tellOwner = () =>
      ctx.em.transactional(async (em) => {
        const owner = await findUserByEmail(em, input.email);
        if (owner) await recordRepeatedSignUp(em, owner, deps.config.WEB_URL);
      });
    // One address, one account: the unique index decides, also between two sign-ups at once; the
    // sign-up that loses is answered like any other sign-up for a known address.
    const outcome = await ctx.em
      .transactional(async (em) => {
        if (await findUserByEmail(em, input.email)) return 'known' as const;
        const id = randomUUID();
        const user = em.create(UserEntity, {
          id,
          slug: await uniqueSlug(em, { table: 'app_user', source: `${input.firstName} ${input.lastName}`, fallback: 'member' }),
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          passwordHash,
          isSendNewsletters: input.isSubscribed,
        });
        const profile = em.create(ProfileEntity, { id: randomUUID(), userId: id });
        recordSignedUp(em, user, input.isSubscribed);
        // Other services' read models of members (community's feed) start from the sign-up.
        await recordProfileChanged(em, { userId: id, impersonatorId: null }, user, profile.id);
        await requestEmailVerification(em, user, deps.config.WEB_URL);
        if (input.groupSlug) recordGroupArrival(em, user, input.groupSlug);
        if (input.inviteSlug) await requestConnectionToInviter(em, user, input.inviteSlug);
        return 'created' as const;
      })
      .catch((error: unknown) => {
        if (violatedConstraint(error) === 'app_user_email_key') return 'known' as const;
        throw error;
      });
    if (outcome === 'known') await tellOwner();
    return null;
  },
});
