import { badInput, type DomainError } from '@koinonia/kit';
import type { TokenPurpose } from './one-time-token.entity.ts';

const invalidMessages: Record<TokenPurpose, string> = {
  VERIFY_EMAIL: 'This verification link is invalid or has expired',
  RESET_PASSWORD: 'This password reset link is invalid or has expired',
  CHANGE_EMAIL: 'This verification link is invalid or has expired',
};

/** Unknown, forged, used and expired link tokens all fail alike, so a guess learns nothing. */
export const invalidToken = (purpose: TokenPurpose): DomainError =>
  badInput([{ path: 'token', message: invalidMessages[purpose] }], invalidMessages[purpose]);
