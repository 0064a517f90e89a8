// Compile-time test of kit's SubgraphResolvers on this service's generated types, checked by
// `npm run typecheck` (nothing runs it): each `@ts-expect-error` fails the build when the resolver
// map it annotates type-checks, i.e. when a removed resolver would no longer be caught.
import type { SubgraphResolvers } from '@koinonia/kit';
import type { Resolvers } from './__generated__/resolvers.ts';

declare const complete: SubgraphResolvers<Resolvers>;
const { admins: _admins, ...membershipWithoutAdmins } = complete.GroupMembership;
const { __resolveReference: _reference, ...groupWithoutReference } = complete.Group;
const { name: _name, ...groupWithoutName } = complete.Group;

export const typeChecks: SubgraphResolvers<Resolvers>[] = [
  complete,
  // Group.name is read from the Group entity as it is: no resolver needed.
  { ...complete, Group: groupWithoutName },
  // @ts-expect-error MembershipOf has no `admins`: GroupMembership.admins needs a resolver.
  { ...complete, GroupMembership: membershipWithoutAdmins },
  // @ts-expect-error the GroupMembership type has fields its parent lacks: its resolver map is required.
  { ...complete, GroupMembership: undefined },
  // @ts-expect-error Group is an `@key` entity: the gateway's references need `__resolveReference`.
  { ...complete, Group: groupWithoutReference },
  // @ts-expect-error every Query field needs a resolver.
  { ...complete, Query: { ...complete.Query, groupMembership: undefined } },
];
