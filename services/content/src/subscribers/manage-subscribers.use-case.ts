import { z } from 'zod';
import { defineUseCase, exactlyOneOf, rules } from '@koinonia/kit';
import { forContentEditors } from '../content-editors.ts';
import { subscriberErrors } from './subscribers.errors.ts';
import { recordSubscriberChanged } from './subscribers.events.ts';
import { lockOrCreateSubscriber, lockSubscriberByEmail, lockSubscriberById, removeSubscriber } from './subscribers.repository.ts';

/** newsletterSubscriber ADD (content editors): the address is subscribed and confirmed at once, as the editor vouches for it. */
export const addSubscriber = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object({ email: rules.email() }),
    execute: (ctx, { email }) =>
      ctx.em.transactional(async (em) => {
        const { subscriber } = await lockOrCreateSubscriber(em, email);
        if (!subscriber.isVerified) {
          subscriber.isVerified = true;
          recordSubscriberChanged(em, ctx.viewer, email, { isVerified: true, isSubscribed: true });
        }
        return subscriber;
      }),
  }),
);

/** newsletterSubscriber DELETE (content editors; id or email): ends the subscription and returns it as it was. */
export const deleteSubscriber = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object({ id: rules.id().nullish(), email: rules.optionalEmail() }),
    execute: (ctx, input) =>
      ctx.em.transactional(async (em) => {
        const { key, value } = exactlyOneOf(input, ['id', 'email']);
        const subscriber = key === 'id' ? await lockSubscriberById(em, value) : await lockSubscriberByEmail(em, value);
        if (!subscriber) throw subscriberErrors.notFound();
        await removeSubscriber(em, subscriber.id);
        recordSubscriberChanged(em, ctx.viewer, subscriber.email, { isVerified: false, isSubscribed: false });
        return subscriber;
      }),
  }),
);
