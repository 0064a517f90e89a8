import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';

/** The identity subgraph's SDL: the contract, kept in .graphql files beside each feature. */
export const typeDefs = gql(readFileSync(new URL('./users/users.graphql', import.meta.url), 'utf8'));
