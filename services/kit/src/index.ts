export { loadConfig, configVars, ConfigError } from './config.ts';
export { createLogger, type Logger } from './logger.ts';
export { periodicWorker } from './periodic-worker.ts';
export {
  DomainError,
  badInput,
  conflict,
  createErrorFormatter,
  errorCodes,
  forbidden,
  notFound,
  unauthenticated,
  type ErrorCode,
  type FieldError,
} from './errors.ts';
export { definedOnly, exactlyOneOf, filterText, isUuid, maxLength, messages, orList, parseInput, rules, searchText, slugify } from './validation.ts';
export {
  PlatformRole,
  hasRole,
  isAdmin,
  isContentEditor,
  isSelfOrAdmin,
  requireAdmin,
  requireContentEditor,
} from './authorization.ts';
export { dispatchMutationType } from './graphql/mutation-type.ts';
export { userReference, type UserReference } from './graphql/user-reference.ts';
export { defineUseCase, type UseCase } from './use-case.ts';
export { defineLoader, defineGroupLoader, RequestLoaders, type Loader } from './db/loaders.ts';
export { mapUniqueViolation, violatedConstraint } from './db/unique-violation.ts';
export {
  anonymousViewer,
  requireUser,
  signViewerToken,
  verifyViewerToken,
  InvalidViewerTokenError,
  VIEWER_HEADER,
  type SignedInViewer,
  type Viewer,
} from './viewer.ts';
export {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  beforeDate,
  datePosition,
  datePositionOf,
  decodeCursor,
  emptyPage,
  encodeCursor,
  namePosition,
  pageSize,
  toPage,
  type CursorPosition,
  type DatePosition,
  type NamePosition,
  type Page,
} from './pagination.ts';
export { startServiceOrm, type ServiceOrmOptions, type MikroORM, type EntityManager } from './db/orm.ts';
export { likeLiteral } from './db/like.ts';
export { findNamePage } from './db/name-page.ts';
export { uniqueSlug, type UniqueSlugOptions } from './db/unique-slug.ts';
export { ensureDatabase, dropDatabase, serviceDatabaseUrl } from './db/database-url.ts';
export { startEmbeddedPostgres, EmbeddedPostgresInUseError, type EmbeddedPostgresHandle } from './db/embedded-postgres.ts';
export { executeGraphQLHttp, readBody, sendJson, sendGraphQLError } from './http.ts';
export {
  startSubgraphServer,
  VIEWER_INDEPENDENT_HEADER,
  type RequestContext,
  type Resolvers,
  type RouteHandler,
  type SubgraphOptions,
  type SubgraphServer,
} from './server.ts';
export * from './events/index.ts';
export {
  loadServiceConfig,
  startService,
  runStandalone,
  type BackgroundWorker,
  type RunningService,
  type ServiceConfig,
  type ServiceDefinition,
  type ServiceDeps,
} from './service.ts';
export {
  SESSION_COOKIE,
  SESSION_HANDOFF_HEADER,
  INTERNAL_AUTH_HEADER,
  decodeSessionHandoff,
  encodeSessionHandoff,
  hashSecretToken,
  isInternalCall,
  newSecretToken,
  type SessionHandoff,
} from './session-handoff.ts';
export { subgraphTypeDefs, commonResolvers, type SubgraphResolvers } from './graphql/common.ts';
export { RateLimit, createRateLimitStore, type RateLimitRule, type RateLimitStore } from './rate-limit.ts';
export {
  AddressLinkPurpose,
  addressLinkToken,
  readAddressLinkToken,
  newsletterUnsubscribeToken,
  readNewsletterUnsubscribeToken,
} from './address-links.ts';
export { createPubSub, createInMemoryPubSub, createRedisPubSub, type PubSub } from './pubsub/pubsub.ts';
export { createPresence, type Presence } from './pubsub/presence.ts';
export { freePort } from './free-port.ts';
