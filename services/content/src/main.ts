import { runStandalone } from '@koinonia/kit';
import { loadContentConfig } from './config.ts';
import { contentService } from './service.ts';

await runStandalone(contentService, loadContentConfig());
