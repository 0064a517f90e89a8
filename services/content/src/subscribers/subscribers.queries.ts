import { z } from 'zod';
import { datePosition, datePositionOf, defineUseCase, pageSize, rules, toPage } from '@koinonia/kit';
import { forContentEditors } from '../content-editors.ts';
import { countSubscribers, findSubscribers, type NewsletterSubscriberPage } from './subscribers.repository.ts';

/** Subscribers, newest first, a page at a time (those whose address contains `search`, when given), with their number. */
export const listSubscribers = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object({ cursor: z.string().nullish(), search: rules.search() }),
    execute: async (ctx, input): Promise<NewsletterSubscriberPage> => {
      const limit = pageSize();
      const [rows, totalCount] = await Promise.all([
        findSubscribers(ctx.em, { search: input.search, after: datePosition(input.cursor), limit: limit + 1 }),
        countSubscribers(ctx.em, input.search),
      ]);
      return { ...toPage(rows, limit, (subscriber) => datePositionOf(subscriber.createdAt, subscriber.id)), totalCount };
    },
  }),
);
