/** Connections as the signed-in member sees them: the other member, and requests split by who asked. */
interface ConnectionLike<Person> {
  connectorId: string;
  connectedId: string;
  connector: Person;
  connected: Person;
}

/** The member on the other side of one of my connections. */
export function otherMember<Person>(connection: ConnectionLike<Person>, viewerId: string): Person {
  return connection.connectorId === viewerId ? connection.connected : connection.connector;
}

/**
 * PENDING connections are requests both ways (spec: compare connectorId): those whose connector
 * is someone else were sent to me; those I made are mine, waiting for an answer.
 */
export function splitRequests<Request extends ConnectionLike<unknown>>(requests: readonly Request[], viewerId: string): { received: Request[]; sent: Request[] } {
  return {
    received: requests.filter((request) => request.connectorId !== viewerId),
    sent: requests.filter((request) => request.connectorId === viewerId),
  };
}
