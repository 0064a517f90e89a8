import type { EntityManager } from '@mikro-orm/postgresql';
import { defineGroupLoader, isUuid } from '@koinonia/kit';
import { EducationEntity, ExperienceEntity, type Education, type Experience } from './history.entities.ts';

const newestFirst = { startDate: 'desc', id: 'desc' } as const;

export const findExperience = (em: EntityManager, id: string): Promise<Experience | null> =>
  isUuid(id) ? em.findOne(ExperienceEntity, { id }) : Promise.resolve(null);

export const findEducation = (em: EntityManager, id: string): Promise<Education | null> =>
  isUuid(id) ? em.findOne(EducationEntity, { id }) : Promise.resolve(null);

/** Makes `id` the member's one primary position: the others first, so the unique index holds throughout. */
export async function makePrimaryExperience(em: EntityManager, userId: string, id: string): Promise<void> {
  await em.nativeUpdate(ExperienceEntity, { userId, isPrimary: true, id: { $ne: id } }, { isPrimary: false });
  await em.nativeUpdate(ExperienceEntity, { id }, { isPrimary: true });
}

// Per-request loaders: the history of a page of users costs one query per kind.

export const experiencesByUserId = defineGroupLoader(
  (em, userIds: readonly string[]) => em.find(ExperienceEntity, { userId: { $in: [...userIds] } }, { orderBy: newestFirst }),
  (experience) => experience.userId,
);

export const educationsByUserId = defineGroupLoader(
  (em, userIds: readonly string[]) => em.find(EducationEntity, { userId: { $in: [...userIds] } }, { orderBy: newestFirst }),
  (education) => education.userId,
);
