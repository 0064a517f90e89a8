import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AddressLinkPurpose, defineUseCase, readAddressLinkToken, rules } from '@koinonia/kit';
import { suppress } from './invitations.repository.ts';

/**
 * The stop link's token (kit's signed address link for STOP_INVITATIONS) adds its address to the
 * suppression list: no invitation e-mail reaches it again, from anyone. False when the token is not
 * one of ours. Used by stopInvitations and the one-click route.
 */
export async function stopInvitationsByToken(em: EntityManager, token: string, secret: string): Promise<boolean> {
  const email = readAddressLinkToken(AddressLinkPurpose.STOP_INVITATIONS, token, secret);
  if (!email) return false;
  await suppress(em, email);
  return true;
}

/** stopInvitations (anyone, signed in or not): the link's token; true when it was valid. */
export const stopInvitations = defineUseCase({
  access: 'anyone',
  input: z.object({ token: rules.requiredText() }),
  execute: (ctx, { token }, deps: { secret: string }) => stopInvitationsByToken(ctx.em, token, deps.secret),
});
