import { recordEvent, type EntityManager, type Viewer } from '@koinonia/kit';
import type { Group } from './group.entity.ts';

const SOURCE = 'community';

/** The events groups publish (contracts in services/events/src/community.ts), in the change's transaction. */
export const recordGroup = {
  created: (em: EntityManager, viewer: Viewer, group: Group, createdById: string) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.group.created',
      version: 1,
      aggregateId: group.id,
      payload: { groupId: group.id, slug: group.slug, name: group.name, privacy: group.privacy, createdById },
    }),
  updated: (em: EntityManager, viewer: Viewer, group: Group) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.group.updated',
      version: 1,
      aggregateId: group.id,
      payload: { groupId: group.id, slug: group.slug, name: group.name, privacy: group.privacy, isSearchable: group.isSearchable },
    }),
  deleted: (em: EntityManager, viewer: Viewer, group: Group) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.group.deleted',
      version: 1,
      aggregateId: group.id,
      payload: { groupId: group.id, slug: group.slug },
    }),
};
