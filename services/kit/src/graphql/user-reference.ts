/**
 * A person as the subgraphs other than identity know them: an id, which the gateway resolves into
 * the rest through identity. A subgraph's `User` stub (`@key(fields: "id", resolvable: false)`) is
 * answered with one. A type, not an interface, so that it is also an `_Any` representation.
 */
export type UserReference = {
  readonly __typename: 'User';
  readonly id: string;
};

export const userReference = (id: string): UserReference => ({ __typename: 'User', id });
