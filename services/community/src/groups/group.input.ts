import { z } from 'zod';
import { messages, orList, rules } from '@koinonia/kit';
import { groupPrivacies, type Group } from './group.entity.ts';
import { groupFeatures, permissionsOf, type GroupFeature, type GroupPermissions } from './group-permissions.ts';

// What group~ ADD and EDIT accept, with the spec's messages (section 5).

/** A value that is either given or not: null means "not given" (the default on ADD, unchanged on EDIT). */
const notNull = <S extends z.ZodType>(schema: S) => schema.nullish().transform((v) => v ?? undefined);

const locationInput = z.object({
  country: rules.shortText(),
  city: rules.shortText(),
  state: rules.shortText(),
  zipcode: rules.zipcode(),
});

const featureInput = z.object({ isVisible: notNull(z.boolean()), isAccessible: notNull(z.boolean()) });
const permissionsInput = z.object(
  Object.fromEntries(groupFeatures.map((feature) => [feature, featureInput.nullish()])) as Record<GroupFeature, z.ZodOptional<z.ZodNullable<typeof featureInput>>>,
);
export type PermissionsInput = z.output<typeof permissionsInput>;

/** A group's settings; EDIT takes any of them, with the same rules. */
export const groupFields = z.object({
  name: rules.name(),
  about: rules.about(),
  email: rules.optionalEmail(),
  privacy: notNull(z.enum(groupPrivacies, { error: `must be ${orList(groupPrivacies)}` })),
  isSearchable: notNull(z.boolean()),
  // null clears it on EDIT; not given leaves it.
  location: locationInput.nullish(),
  permissions: notNull(permissionsInput),
  pinnedNewsFeedPostId: z.uuid({ error: messages.invalidId }).nullish(),
});
export type GroupFields = z.output<typeof groupFields>;

/** The location columns for a location input (null or none clears them). */
export function locationColumns(location: GroupFields['location']): Pick<Group, 'locationCountry' | 'locationCity' | 'locationState' | 'locationZipcode'> {
  return {
    locationCountry: location?.country ?? null,
    locationCity: location?.city ?? null,
    locationState: location?.state ?? null,
    locationZipcode: location?.zipcode ?? null,
  };
}

/** The group's permissions with the features and fields given changed, the rest as they were. */
export function mergePermissions(group: Pick<Group, 'permissions'>, input: PermissionsInput): GroupPermissions {
  const current = permissionsOf(group);
  return Object.fromEntries(
    groupFeatures.map((feature) => {
      const given = input[feature];
      const was = current[feature];
      return [feature, { isVisible: given?.isVisible ?? was.isVisible, isAccessible: given?.isAccessible ?? was.isAccessible }];
    }),
  ) as unknown as GroupPermissions;
}
