import { badInput, commonResolvers, type RequestContext, type Resolvers } from '@koinonia/kit';
import type { IdentityConfig } from '../config.ts';
import type { AuthLimits } from './auth-limits.ts';
import { LocationEntity, ProfileEntity, RoleEntity, UserEntity, type Profile, type User } from './user.entity.ts';
import * as users from './users.service.ts';
import { actingUserId } from '../sessions/sessions.service.ts';

const isSelfOrAdmin = (ctx: RequestContext, userId: string): boolean =>
  actingUserId(ctx) === userId || ctx.viewer.roles.includes('ADMIN');

export function usersResolvers(config: IdentityConfig, limits: AuthLimits): Resolvers {
  const deps = { config, limits };
  return {
    ...commonResolvers,
    Query: {
      me: (_: unknown, __: unknown, ctx: RequestContext) =>
        ctx.viewer.userId ? ctx.em.findOne(UserEntity, { id: ctx.viewer.userId }) : null,
      userProfile: (_: unknown, args: { slug: string }, ctx: RequestContext) =>
        ctx.em.findOne(UserEntity, { slug: args.slug }),
      user: async (_: unknown, args: { id?: string | null; slug?: string | null; profileId?: string | null }, ctx: RequestContext) => {
        const given = [args.id, args.slug, args.profileId].filter((v) => v != null);
        if (given.length !== 1) throw badInput([], 'Give exactly one of id, slug or profileId');
        if (args.id) return ctx.em.findOne(UserEntity, { id: args.id });
        if (args.slug) return ctx.em.findOne(UserEntity, { slug: args.slug });
        const profile = await ctx.em.findOne(ProfileEntity, { id: args.profileId! });
        return profile ? ctx.em.findOne(UserEntity, { id: profile.userId }) : null;
      },
    },
    Mutation: {
      signIn: (_: unknown, args: Record<string, unknown>, ctx: RequestContext) => {
        switch (args['mutationType']) {
          case 'SIGN_UP':
            return users.signUp(ctx, deps, args);
          case 'LOGIN':
            return users.logIn(ctx, deps, args);
          default:
            throw badInput([{ path: 'mutationType', message: 'must be SIGN_UP or LOGIN' }]);
        }
      },
      logout: (_: unknown, __: unknown, ctx: RequestContext) => users.logOut(ctx),
      sendEmailVerification: (_: unknown, args: { email?: string | null }, ctx: RequestContext) =>
        users.sendEmailVerification(ctx, deps, args),
      verifyEmail: (_: unknown, args: unknown, ctx: RequestContext) => users.verifyEmail(ctx, args),
      forgotPassword: (_: unknown, args: unknown, ctx: RequestContext) => users.forgotPassword(ctx, deps, args),
      updateUserPassword: (_: unknown, args: unknown, ctx: RequestContext) => users.updatePassword(ctx, deps, args),
      updateUserProfile: (_: unknown, args: { input: unknown }, ctx: RequestContext) => users.updateProfile(ctx, args),
    },
    User: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => ctx.em.findOne(UserEntity, { id: ref.id }),
      email: (user: User, _: unknown, ctx: RequestContext) => (isSelfOrAdmin(ctx, user.id) ? user.email : null),
      location: (user: User, _: unknown, ctx: RequestContext) =>
        user.locationId ? ctx.em.findOne(LocationEntity, { id: user.locationId }) : null,
      roles: (user: User, _: unknown, ctx: RequestContext) => ctx.em.find(RoleEntity, { userId: user.id }),
      profile: (user: User, _: unknown, ctx: RequestContext) => ctx.em.findOneOrFail(ProfileEntity, { userId: user.id }),
    },
    Profile: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext): Promise<Profile | null> =>
        ctx.em.findOne(ProfileEntity, { id: ref.id }),
    },
  };
}
