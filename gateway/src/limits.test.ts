import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { introspectionDepthRule, pageCostRule } from './limits.ts';

const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
const costOf = (query: string): number => {
  const [error] = validate(schema, parse(query), [pageCostRule(0)]);
  return Number(/found (\d+)/.exec(error?.message ?? '')?.[1] ?? 0);
};

describe('the page-size cost', () => {
  it('multiplies what a list selects by its page size: its `first`, its page\'s, or the default', () => {
    // organizations 1 + results (1 + 50 × (id + name + profile 1 + about 1))
    expect(costOf('{ organizations(first: 50) { results { id name profile { about } } } }')).toBe(202);
    expect(costOf('{ organizations { results { id } } }')).toBe(1 + 1 + 20);
    // A variable page size may be as large as the largest page.
    expect(costOf('query($n: Int) { organizations(first: $n) { results { id } } }')).toBe(1 + 1 + 50);
    // Lists inside lists multiply: 20 chats × 20 participants.
    expect(costOf('{ chats { results { participants { id } } } }')).toBe(1 + 1 + 20 * (1 + 20));
  });

  it('counts fragments where they are spread, and refuses above the limit', () => {
    const query = 'query { me { ...F } } fragment F on User { id roles { name } }';
    expect(costOf(query)).toBe(1 + 1 + (1 + 20));
    expect(validate(schema, parse(query), [pageCostRule(23)])).toEqual([]);
    expect(validate(schema, parse(query), [pageCostRule(22)]).map((e) => e.message)).toEqual(['Operation cost limit of 22 exceeded, found 23.']);
  });
});

describe('the introspection depth', () => {
  it('counts levels under __schema and __type, through fragments', () => {
    const query = 'query { __type(name: "User") { fields { type { ...T } } } } fragment T on __Type { ofType { ofType { name } } }';
    expect(validate(schema, parse(query), [introspectionDepthRule(6)])).toEqual([]);
    expect(validate(schema, parse(query), [introspectionDepthRule(5)]).map((e) => e.message)).toEqual(['Introspection depth limit of 5 exceeded, found 6.']);
  });
});
