import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { changeableItem } from './content.access.ts';
import type { ContentItem } from './content.entities.ts';
import { scopeFields } from './content.input.ts';
import type { ContentKind } from './content.kinds.ts';
import { inContentTransaction } from './content.transaction.ts';

/**
 * link~ / resource~ / faq~ DELETE: removes the item (admins any, members their own) and answers it
 * as it was. The items after it keep their positions: the order is the same without it.
 */
export const deleteContent = <E extends ContentItem>(kind: ContentKind<E>) =>
  defineUseCase({
    access: 'member',
    input: z.object({ id: rules.id(), ...scopeFields }),
    execute: (ctx, { id, groupId, eventId }): Promise<E> =>
      inContentTransaction(ctx, kind, async (em) => {
        const { item } = await changeableItem(ctx, em, kind, { id, groupId, eventId });
        em.remove(item);
        return item;
      }),
  });
