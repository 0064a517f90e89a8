import { commonResolvers, dispatchMutationType, isSelfOrAdmin } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { actingViewer } from '../sessions/sessions.ts';
import { forgotPassword } from './forgot-password.use-case.ts';
import { logIn } from './log-in.use-case.ts';
import { logOut } from './log-out.use-case.ts';
import { sendEmailVerification } from './send-email-verification.use-case.ts';
import { signUp } from './sign-up.use-case.ts';
import { updatePassword } from './update-password.use-case.ts';
import { updateProfile } from './update-profile.use-case.ts';
import { locationById, profileById, rolesByUserId, userById } from './user.repository.ts';
import type { UsersDeps } from './users.deps.ts';
import { findMe, findUser, listUsers, profileOf } from './users.queries.ts';
import { verifyEmail } from './verify-email.use-case.ts';

export function usersResolvers(deps: UsersDeps) {
  return {
    ...commonResolvers,
    Query: {
      me: (_, __, ctx) => findMe(ctx),
      userProfile: (_, { slug }, ctx) => findUser(ctx, { slug }),
      user: (_, args, ctx) => findUser(ctx, args),
      users: (_, args, ctx) => listUsers(ctx, args),
    },
    Mutation: {
      signIn: (_, args, ctx) =>
        dispatchMutationType(args, {
          SIGN_UP: (input) => signUp.run(ctx, input, deps),
          LOGIN: (input) => logIn.run(ctx, input, deps),
        }),
      logout: (_, args, ctx) => logOut.run(ctx, args),
      sendEmailVerification: (_, args, ctx) => sendEmailVerification.run(ctx, args, deps),
      verifyEmail: (_, args, ctx) => verifyEmail.run(ctx, args, deps),
      forgotPassword: (_, args, ctx) => forgotPassword.run(ctx, args, deps),
      updateUserPassword: (_, args, ctx) => updatePassword.run(ctx, args, deps),
      // The input's own fields are the paths of its errors (`firstName`, `location.zipcode`).
      updateUserProfile: (_, { input }, ctx) => updateProfile.run(ctx, input),
    },
    User: {
      __resolveReference: (ref, ctx) => userById(ctx).load(ref.id),
      email: (user, _, ctx) => (isSelfOrAdmin(actingViewer(ctx), user.id) ? user.email : null),
      isSendNotificationEmails: (user, _, ctx) => (isSelfOrAdmin(actingViewer(ctx), user.id) ? user.isSendNotificationEmails : null),
      location: (user, _, ctx) => (user.locationId ? locationById(ctx).load(user.locationId) : null),
      roles: (user, _, ctx) => rolesByUserId(ctx).load(user.id),
      profile: (user, _, ctx) => profileOf(ctx, user.id),
    },
    Profile: {
      __resolveReference: (ref, ctx) => profileById(ctx).load(ref.id),
    },
  } satisfies Resolvers;
}
