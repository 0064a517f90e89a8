import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';
import type { ProfileFilePurpose } from '../__generated__/resolvers.ts';
import type { Profile } from '../users/user.entity.ts';

// The events the profile-files feature records in identity's outbox (contracts in services/events/src/identity.ts).

export function recordProfileFileChanged(
  em: EntityManager,
  viewer: Viewer,
  profile: Profile,
  purpose: ProfileFilePurpose,
  fileId: string | null,
): void {
  recordEvent(em, 'identity', viewer, {
    type: 'identity.profile.file-changed',
    version: 1,
    aggregateId: profile.userId,
    payload: { userId: profile.userId, profileId: profile.id, purpose, fileId },
  });
}
