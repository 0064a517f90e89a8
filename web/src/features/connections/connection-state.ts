import type { ConnectionStateFragment } from '../../__generated__/graphql/graphql.ts';

/**
 * Where the signed-in member stands with another member, as the connection button shows it:
 * - `none`: nothing between them (or a request I declined, which asking again replaces),
 * - `sent`: I asked and wait (a declined request looks the same to the one who asked, as on other
 *   networks; withdrawing it deletes it either way),
 * - `received`: they asked me, I can accept or decline,
 * - `connected`: accepted; either of us can remove it.
 */
export type ConnectionStanding = 'none' | 'sent' | 'received' | 'connected';

export function connectionStanding(connection: ConnectionStateFragment | null | undefined, viewerId: string): ConnectionStanding {
  if (!connection) return 'none';
  const iAsked = connection.connectorId === viewerId;
  switch (connection.status) {
    case 'ACCEPTED':
      return 'connected';
    case 'PENDING':
      return iAsked ? 'sent' : 'received';
    case 'DECLINED':
      return iAsked ? 'sent' : 'none';
  }
}

export type ConnectionAction = 'connect' | 'withdraw' | 'accept' | 'decline' | 'remove';

/** The standing an action leads to, shown while the server confirms it. */
export const standingAfter: Record<ConnectionAction, ConnectionStanding> = {
  connect: 'sent',
  withdraw: 'none',
  accept: 'connected',
  decline: 'none',
  remove: 'none',
};

/** What a screen reader hears once an action succeeded. */
export function announcement(action: ConnectionAction, name: string): string {
  switch (action) {
    case 'connect':
      return `Connection request sent to ${name}.`;
    case 'withdraw':
      return `Your request to ${name} was withdrawn.`;
    case 'accept':
      return `You are now connected with ${name}.`;
    case 'decline':
      return `You declined ${name}'s request.`;
    case 'remove':
      return `${name} was removed from your connections.`;
  }
}
