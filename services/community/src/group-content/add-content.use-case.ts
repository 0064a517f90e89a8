import { randomUUID } from 'node:crypto';
import type { RequiredEntityData } from '@mikro-orm/core';
import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import { usableScope } from '../scopes/content-scope.ts';
import type { ContentItem } from './content.entities.ts';
import { contentErrors } from './content.errors.ts';
import { MAX_ITEMS_PER_SCOPE, scopeFields } from './content.input.ts';
import type { ContentKind } from './content.kinds.ts';
import { listTail, lockScopeList, scopeColumns } from './content.repository.ts';
import { inContentTransaction } from './content.transaction.ts';

/**
 * link~ / resource~ / faq~ ADD: appends an item to a group's list, for whoever the group lets add
 * (its admins; its members when the feature is open to them). At most MAX_ITEMS_PER_SCOPE per scope.
 */
export const addContent = <E extends ContentItem>(kind: ContentKind<E>) =>
  defineUseCase({
    access: 'member',
    input: z.object({ id: z.null({ error: 'must be empty when adding' }).optional(), ...scopeFields }).and(kind.fields),
    execute: async (ctx, { id: _id, groupId, eventId, ...fields }): Promise<E> => {
      const scope = await usableScope(ctx, { groupId, eventId }, kind.feature);
      return inContentTransaction(ctx, kind, async (em) => {
        await lockScopeList(em, kind, scope);
        const { count, next } = await listTail(em, kind, scope);
        if (count >= MAX_ITEMS_PER_SCOPE) throw contentErrors.full(kind);
        // The fields were validated against this kind's own schema.
        const data = { ...fields, id: randomUUID(), ...scopeColumns(scope), position: next, createdById: ctx.viewer.userId };
        return em.create(kind.entity, data as unknown as RequiredEntityData<E>);
      });
    },
  });
