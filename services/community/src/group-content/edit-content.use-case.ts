import { z } from 'zod';
import { defineUseCase, definedOnly, rules } from '@koinonia/kit';
import { changeableItem } from './content.access.ts';
import type { ContentItem } from './content.entities.ts';
import { scopeFields } from './content.input.ts';
import type { ContentKind } from './content.kinds.ts';
import { inContentTransaction } from './content.transaction.ts';

/** link~ / resource~ / faq~ EDIT: the fields given change (admins any item, members their own). */
export const editContent = <E extends ContentItem>(kind: ContentKind<E>) =>
  defineUseCase({
    access: 'member',
    input: z.object({ id: rules.id(), ...scopeFields }).and(kind.edit),
    execute: (ctx, { id, groupId, eventId, ...fields }): Promise<E> =>
      inContentTransaction(ctx, kind, async (em) => {
        const { item } = await changeableItem(ctx, em, kind, { id, groupId, eventId });
        // Validated against this kind's own fields; those not given stay. The flush finds the changes.
        Object.assign(item, definedOnly(fields));
        return item;
      }),
  });
