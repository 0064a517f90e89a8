import { runStandalone } from '@koinonia/kit';
import { loadNotifyConfig } from './config.ts';
import { notifyService } from './service.ts';

await runStandalone(notifyService, loadNotifyConfig());
