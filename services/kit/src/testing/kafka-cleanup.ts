/**
 * Removes what a test run or a benchmark left on a shared Kafka broker: the topics and consumer
 * groups whose names start with one of `prefixes` (their bus namespaces, see ./namespaced-bus.ts).
 * Best effort: what cannot be deleted stays, and is reported in the result. kafkajs is loaded only
 * when this runs.
 */
export async function deleteKafkaNamespaces(
  brokers: readonly string[],
  prefixes: readonly string[],
): Promise<{ topics: string[]; groups: string[] }> {
  const deleted = { topics: [] as string[], groups: [] as string[] };
  if (!brokers.length || !prefixes.length) return deleted;
  const { default: kafkajs } = await import('kafkajs');
  const admin = new kafkajs.Kafka({
    clientId: 'koinonia-cleanup',
    brokers: [...brokers],
    logLevel: kafkajs.logLevel.NOTHING,
    retry: { retries: 2 },
  }).admin();
  const ours = (name: string): boolean => prefixes.some((prefix) => name.startsWith(prefix));
  try {
    await admin.connect();
    const groups = (await admin.listGroups()).groups.map((group) => group.groupId).filter(ours);
    if (groups.length) {
      // A group that still has members is not deleted (it would be recreated anyway).
      const results = await admin.deleteGroups(groups).catch(() => []);
      deleted.groups = results.filter((result) => !result.error).map((result) => result.groupId);
    }
    const topics = (await admin.listTopics()).filter(ours);
    if (topics.length) {
      await admin.deleteTopics({ topics });
      deleted.topics = topics;
    }
  } catch {
    // Best effort: the broker may be gone already.
  } finally {
    await admin.disconnect().catch(() => {});
  }
  return deleted;
}
