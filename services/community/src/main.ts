import { runStandalone } from '@koinonia/kit';
import { loadCommunityConfig } from './config.ts';
import { communityService } from './service.ts';

await runStandalone(communityService, loadCommunityConfig());
