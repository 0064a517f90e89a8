import type { EntityManager } from '@mikro-orm/postgresql';

/** Turns the newsletter off for the member with this address (addresses are stored lower-cased); answers who changed. */
export const turnOffNewsletters = (em: EntityManager, email: string): Promise<{ id: string; email: string }[]> =>
  em.execute(
    'update app_user set is_send_newsletters = false, updated_at = now() where email = lower(trim(?)) and is_send_newsletters returning id, email',
    [email],
  );
