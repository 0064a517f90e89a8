import type { IdentityConfig } from '../config.ts';
import type { AuthLimits } from './auth-limits.ts';

/** What the users feature's operations depend on besides the request. */
export interface UsersDeps {
  readonly config: IdentityConfig;
  readonly limits: AuthLimits;
}
