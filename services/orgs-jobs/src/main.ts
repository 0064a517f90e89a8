import { runStandalone } from '@koinonia/kit';
import { loadOrgsJobsConfig } from './config.ts';
import { orgsJobsService } from './service.ts';

await runStandalone(orgsJobsService, loadOrgsJobsConfig());
