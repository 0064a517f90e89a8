import { dataOf, type TestService } from '@koinonia/kit/testing';
import type { Viewer } from '@koinonia/kit';
import { graphql } from '../__generated__/documents/index.ts';
import type { IdentityConfig } from '../config.ts';

type T = TestService<IdentityConfig>;

export const CONNECT = graphql(`
  mutation Connect($connectorId: ID!, $connectedId: ID!, $status: ConnectionStatus, $mutationType: MutationType!) {
    connection(connectorId: $connectorId, connectedId: $connectedId, status: $status, mutationType: $mutationType) {
      id connectorId connectedId status connector { id } connected { id }
    }
  }
`);

/** `a` asks `b` to connect and `b` accepts. */
export async function connect(t: T, a: { id: string; viewer: Viewer }, b: { id: string; viewer: Viewer }): Promise<void> {
  dataOf(await t.run(a.viewer, CONNECT, { connectorId: a.id, connectedId: b.id, mutationType: 'ADD' }));
  dataOf(await t.run(b.viewer, CONNECT, { connectorId: a.id, connectedId: b.id, status: 'ACCEPTED', mutationType: 'EDIT' }));
}
