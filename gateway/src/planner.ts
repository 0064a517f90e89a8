import type { Logger } from '@koinonia/kit';
import type { QueryPlanner } from './runtime.ts';

export type PlannerSetting = QueryPlanner | 'auto';

/**
 * The Rust query planner (`@graphql-hive/router-query-planner`, an N-API addon built for linux-x64,
 * linux-arm64 and macOS) when its binary loads and plans this supergraph; the JavaScript planner
 * otherwise. `rust` insists (start-up fails without it), `js` never tries.
 */
export async function choosePlanner(setting: PlannerSetting, supergraphSdl: string, logger: Logger): Promise<QueryPlanner> {
  if (setting === 'js') return 'js';
  try {
    const { QueryPlanner } = await import('@graphql-hive/router-query-planner');
    new QueryPlanner(supergraphSdl);
    return 'rust';
  } catch (error) {
    if (setting === 'rust') throw new Error(`the Rust query planner does not load here: ${(error as Error).message}`);
    logger.warn({ err: error, platform: `${process.platform}-${process.arch}` }, 'the Rust query planner does not load here; using the JavaScript planner');
    return 'js';
  }
}
