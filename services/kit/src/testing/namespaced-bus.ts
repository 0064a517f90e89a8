import type { BusMessage, EventBus } from '../events/bus.ts';

/**
 * An event bus whose topics and consumer groups all carry a prefix, over any transport. Tests that
 * share one Kafka broker (files running in parallel, runs after runs) each use their own namespace,
 * so that `koinonia.identity.events` and group `notify` of one test are not another's. The services
 * under test see the ordinary names: delivered messages carry the topic without the prefix.
 *
 * Production never uses it: there topics are `koinonia.<producer>.events` and groups the service name.
 */
export interface NamespacedBus extends EventBus {
  readonly namespace: string;
  /** The name a topic or group really has on the transport. */
  name(topicOrGroup: string): string;
}

export function namespacedBus(inner: EventBus, namespace: string, options: { closeInner?: boolean } = {}): NamespacedBus {
  if (!/^[a-zA-Z0-9._-]+$/.test(namespace)) throw new Error(`invalid bus namespace ${JSON.stringify(namespace)}`);
  const prefix = `${namespace}.`;
  const name = (topicOrGroup: string): string => `${prefix}${topicOrGroup}`;
  const strip = (topic: string): string => (topic.startsWith(prefix) ? topic.slice(prefix.length) : topic);
  const closeInner = options.closeInner ?? true;
  return {
    namespace,
    name,
    description: `${inner.description}, namespace ${namespace}`,
    ensureTopics: (topics) => inner.ensureTopics(topics.map(name)),
    publish: (messages) => inner.publish(messages.map((message): BusMessage => ({ ...message, topic: name(message.topic) }))),
    subscribe: (subscription) =>
      inner.subscribe({
        group: name(subscription.group),
        topics: subscription.topics.map(name),
        handle: (message) => subscription.handle({ ...message, topic: strip(message.topic) }),
      }),
    close: () => (closeInner ? inner.close() : Promise.resolve()),
  };
}
