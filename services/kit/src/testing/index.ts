export { createTestDatabase, type TestDatabase } from './database.ts';
export { execute, errorCodes, fieldErrors, type Executor, type TestResult } from './graphql.ts';
export { freePort } from './global-setup.ts';
export { startTestService, dataOf, TEST_INTERNAL_SECRET, type TestService } from './service.ts';
export { publishTestEvent, waitFor } from './events.ts';
export { namespacedBus, type NamespacedBus } from './namespaced-bus.ts';
export { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
export { deleteKafkaNamespaces } from './kafka-cleanup.ts';
export { signedInViewer, uniqueSuffix } from './viewers.ts';
