import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';
import type { Connection } from './connection.entity.ts';

// The events the connections feature records (contracts in services/events/src/identity.ts).

const SOURCE = 'identity';

type ConnectionEventType = 'identity.connection.requested' | 'identity.connection.accepted' | 'identity.connection.removed';

export function recordConnectionEvent(em: EntityManager, viewer: Viewer, type: ConnectionEventType, connection: Connection): void {
  recordEvent(em, SOURCE, viewer, {
    type,
    version: 1,
    aggregateId: connection.id,
    payload: { connectionId: connection.id, connectorId: connection.connectorId, connectedId: connection.connectedId },
  });
}
