import { runStandalone } from '@koinonia/kit';
import { loadIdentityConfig } from './config.ts';
import { identityService } from './service.ts';

await runStandalone(identityService, loadIdentityConfig());
