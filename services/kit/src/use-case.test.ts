import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { PlatformRole } from './authorization.ts';
import { DomainError } from './errors.ts';
import { RequestLoaders } from './db/loaders.ts';
import { createLogger } from './logger.ts';
import type { RequestContext } from './server.ts';
import { signedInViewer } from './testing/viewers.ts';
import { defineUseCase, type Access } from './use-case.ts';
import { anonymousViewer, type Viewer } from './viewer.ts';

// These use cases only read the viewer: the EntityManager is never reached.
const contextOf = (viewer: Viewer): RequestContext => ({
  viewer,
  em: {} as EntityManager,
  logger: createLogger('use-case-test', 'silent'),
  requestId: 'test',
  responseHeaders: new Map(),
  loaders: new RequestLoaders(),
});

/** A use case with `access` that records the commands its `execute` was given. */
function renameWith(access: Access) {
  const executed: unknown[] = [];
  const useCase = defineUseCase({
    access,
    input: z.object({ name: z.string().min(1, 'required') }),
    execute: async (_ctx, input) => {
      executed.push(input);
      return input.name;
    },
  });
  return { useCase, executed };
}

const codeOf = async (work: Promise<unknown>): Promise<string> => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
};

const admin = signedInViewer([PlatformRole.ADMIN]);

describe('defineUseCase', () => {
  it.each<[Access, string, string, Viewer]>([
    ['member', 'an anonymous caller', 'UNAUTHENTICATED', anonymousViewer],
    ['admin', 'an anonymous caller', 'UNAUTHENTICATED', anonymousViewer],
    ['admin', 'a member', 'FORBIDDEN', signedInViewer()],
  ])('checks %s access before the input: %s with invalid input gets %s and nothing runs', async (access, _who, code, viewer) => {
    const { useCase, executed } = renameWith(access);
    expect(await codeOf(useCase.run(contextOf(viewer), { name: '' }, undefined))).toBe(code);
    expect(executed).toEqual([]);
  });

  it.each<[Access, Viewer]>([
    ['anyone', anonymousViewer],
    ['member', signedInViewer()],
    ['admin', admin],
  ])('validates the input of an admitted caller (%s access) before execute', async (access, viewer) => {
    const { useCase, executed } = renameWith(access);
    expect(await codeOf(useCase.run(contextOf(viewer), { name: '' }, undefined))).toBe('BAD_USER_INPUT');
    expect(executed).toEqual([]);
    expect(await useCase.run(contextOf(viewer), { name: 'Elders' }, undefined)).toBe('Elders');
    expect(executed).toEqual([{ name: 'Elders' }]);
  });

  it("gives a member's execute the signed-in viewer's id", async () => {
    const viewer = signedInViewer();
    const whoAmI = defineUseCase({ access: 'member', input: z.object({}), execute: async (ctx) => ctx.viewer.userId });
    expect(await whoAmI.run(contextOf(viewer), {}, undefined)).toBe(viewer.userId);
  });
});
