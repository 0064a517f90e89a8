import type { ServiceConfig, ServiceDefinition } from '@koinonia/kit';
import { identityService, loadIdentityConfig } from '@koinonia/identity';
import { loadNotifyConfig, notifyService } from '@koinonia/notify';
import { loadOrgsJobsConfig, orgsJobsService } from '@koinonia/orgs-jobs';
import { communityService, loadCommunityConfig } from '@koinonia/community';
import { chatService, loadChatConfig } from '@koinonia/chat';
import { contentService, loadContentConfig } from '@koinonia/content';

type Env = Readonly<Record<string, string | undefined>>;

export interface ServiceEntry {
  readonly definition: ServiceDefinition<ServiceConfig>;
  readonly loadConfig: (env: Env) => ServiceConfig;
}

const entry = <C extends ServiceConfig>(definition: ServiceDefinition<C>, loadConfig: (env: Env) => C): ServiceEntry => ({
  definition: definition as unknown as ServiceDefinition<ServiceConfig>,
  loadConfig,
});

/** Every subgraph service, in start order (consumers before the producers they listen to). */
export const services: readonly ServiceEntry[] = [
  entry(notifyService, loadNotifyConfig),
  entry(identityService, loadIdentityConfig),
  entry(orgsJobsService, loadOrgsJobsConfig),
  entry(communityService, loadCommunityConfig),
  entry(chatService, loadChatConfig),
  entry(contentService, loadContentConfig),
];
