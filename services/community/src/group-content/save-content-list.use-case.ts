import { randomUUID } from 'node:crypto';
import type { RequiredEntityData } from '@mikro-orm/core';
import { z } from 'zod';
import { badInput, defineUseCase, messages } from '@koinonia/kit';
import { administeredScope } from './content.access.ts';
import type { ContentItem } from './content.entities.ts';
import { listOf, scopeFields, type ContentListEntry } from './content.input.ts';
import type { ContentKind } from './content.kinds.ts';
import { findScopeItems, lockScopeList, scopeColumns } from './content.repository.ts';
import { inContentTransaction } from './content.transaction.ts';

/**
 * links~ / resources~ / faqs~ EDIT: the given list becomes the scope's list, in that order. An item
 * with the id of one of the scope's items keeps it (and its author) with the fields given; one
 * without is added; the scope's items not listed are deleted. Validated as a whole first (paths
 * name the index: `links.2.url`), so a refused list changes nothing.
 */
export const saveContentList = <E extends ContentItem>(kind: ContentKind<E>) =>
  defineUseCase({
    access: 'member',
    input: z.object({ ...scopeFields, [kind.feature]: listOf(kind.fields, kind.nouns).nullish() }),
    execute: async (ctx, input): Promise<E[]> => {
      // The list argument is named after the kind (`links`, `faqs`), so zod cannot type it by name.
      const list = (input as Partial<Record<string, ContentListEntry[] | null>>)[kind.feature];
      if (!list) throw badInput([{ path: kind.feature, message: messages.required }]);
      const scope = await administeredScope(ctx, kind, input);
      return inContentTransaction(ctx, kind, async (em) => {
        await lockScopeList(em, kind, scope);
        const current = new Map((await findScopeItems(em, kind, scope)).map((item) => [item.id, item]));
        const strangers = list.flatMap((entry, index) =>
          entry.id && !current.has(entry.id) ? [{ path: `${kind.feature}.${index}.id`, message: `is not one of these ${kind.nouns}` }] : [],
        );
        if (strangers.length) throw badInput(strangers, strangers.map((f) => `${f.path}: ${f.message}`).join('; '));

        const kept = new Set(list.map((entry) => entry.id).filter(Boolean));
        for (const item of current.values()) if (!kept.has(item.id)) em.remove(item);
        return list.map(({ id, ...fields }, position) => {
          const existing = id ? current.get(id) : undefined;
          // The fields were validated against this kind's own schema.
          if (existing) return Object.assign(existing, fields, { position });
          const data = { ...fields, id: randomUUID(), ...scopeColumns(scope), position, createdById: ctx.viewer.userId };
          return em.create(kind.entity, data as unknown as RequiredEntityData<E>);
        });
      });
    },
  });
