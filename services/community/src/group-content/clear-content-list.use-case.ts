import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import { administeredScope } from './content.access.ts';
import type { ContentItem } from './content.entities.ts';
import { scopeFields } from './content.input.ts';
import type { ContentKind } from './content.kinds.ts';
import { deleteScopeItems, lockScopeList } from './content.repository.ts';
import { inContentTransaction } from './content.transaction.ts';

/** links~ / resources~ / faqs~ DELETE_ALL: the scope's admins empty its list. */
export const clearContentList = <E extends ContentItem>(kind: ContentKind<E>) =>
  defineUseCase({
    access: 'member',
    input: z.object({
      ...scopeFields,
      [kind.feature]: z.array(z.unknown()).max(0, 'must be empty when deleting them all').nullish(),
    }),
    execute: async (ctx, input): Promise<E[]> => {
      const scope = await administeredScope(ctx, kind, input);
      return inContentTransaction(ctx, kind, async (em) => {
        await lockScopeList(em, kind, scope);
        await deleteScopeItems(em, kind, scope);
        return [];
      });
    },
  });
