import { runStandalone } from '@koinonia/kit';
import { loadChatConfig } from './config.ts';
import { chatService } from './service.ts';

await runStandalone(chatService, loadChatConfig());
