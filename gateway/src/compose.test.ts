import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import { composeSupergraph, CompositionError } from './compose.ts';
import { subgraphs } from './subgraphs.ts';

describe('supergraph composition', () => {
  const composed = composeSupergraph(subgraphs);

  it('composes every subgraph and names each one in the supergraph', () => {
    expect(subgraphs.map((s) => s.name)).toEqual(expect.arrayContaining(['identity', 'orgs-jobs', 'community', 'chat', 'content', 'notify']));
    for (const { name } of subgraphs) {
      expect(composed.supergraphSdl).toMatch(new RegExp(`join__Graph[\\s\\S]*name: "${name}"`));
    }
  });

  it('is what the build wrote (run `npm run compose` after changing a subgraph SDL)', () => {
    const strip = (sdl: string): string => sdl.replace(/^#.*\n/, '').trim();
    expect(strip(readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8'))).toBe(composed.supergraphSdl.trim());
    expect(strip(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'))).toBe(composed.apiSchemaSdl.trim());
  });

  it('exposes the spec operations the skeleton implements', () => {
    for (const operation of ['me', 'userProfile', 'signIn', 'logout', 'verifyEmail', 'forgotPassword', 'updateUserPassword', 'notifications']) {
      expect(composed.apiSchemaSdl).toContain(`  ${operation}`);
    }
  });

  it('fails with every message when subgraphs disagree', () => {
    const clash = {
      name: 'clash',
      defaultUrl: 'http://127.0.0.1:1/graphql',
      typeDefs: gql`
        extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key"])
        type User @key(fields: "id") { id: ID! slug: Int }
      `,
    };
    expect(() => composeSupergraph([...subgraphs, clash])).toThrow(CompositionError);
  });
});
