/**
 * Blocks between members, one rule for every service: identity owns them and publishes
 * `identity.profile.blocked` / `unblocked`; a service that must keep a blocked pair apart lists
 * `...blocksMigrations`, adds `withBlockHandlers` to its handlers, and asks the queries below.
 */
export { blocksMigrations } from './migration.ts';
export { withBlockHandlers, type BlockHandlerOptions } from './blocks.handlers.ts';
export { blockedAmong, blockedEitherWaySql, isBlockedBetween, isBlockedEitherWay } from './blocks.repository.ts';
