import { exactlyOneOf, notFound, type RequestContext } from '@koinonia/kit';

/** What comments and reactions need to know of the thing they are on (a post, a prayer). */
export interface LoadedTarget {
  readonly id: string;
  /** Who wrote it: told of comments and reactions (events' targetAuthorId). */
  readonly authorId: string;
  readonly groupId: string | null;
  readonly eventId: string | null;
  /** The viewer may see it (and so its comments and reactions). */
  readonly readable: boolean;
  /** The viewer may comment on it: readable, and its comments are on (a prayer's may be off). */
  readonly commentable: boolean;
}

/**
 * THE PORT between comments/reactions and the features they attach to. Each feature registers one
 * target; the feed's is `postTarget` (feed/post-target.ts), prayers plug in theirs.
 */
export interface InteractionTarget {
  readonly kind: 'post' | 'prayer';
  /** The target as the viewer sees it, or null when there is no such thing. */
  load(ctx: RequestContext, id: string): Promise<LoadedTarget | null>;
}

/** The registry comments and reactions use for `newsFeedPostId` and `prayerId`. */
export interface InteractionTargets {
  readonly post: InteractionTarget;
  /** Optional so a test can run comments on posts alone; the service registers prayers. */
  readonly prayer?: InteractionTarget;
}

export type TargetKind = InteractionTarget['kind'];

/** The argument that names each kind of target. */
export const targetArgument = { post: 'newsFeedPostId', prayer: 'prayerId' } as const satisfies Record<TargetKind, string>;

const kindOfArgument = { newsFeedPostId: 'post', prayerId: 'prayer' } as const;
const targetNames = { post: 'Post', prayer: 'Prayer' } as const satisfies Record<TargetKind, string>;

export interface ResolvedTarget extends LoadedTarget {
  readonly kind: TargetKind;
}

/** A target by kind and id as the viewer sees it; NOT_FOUND when unknown, unregistered or unreadable. */
export async function loadTarget(ctx: RequestContext, targets: InteractionTargets, kind: TargetKind, id: string): Promise<ResolvedTarget> {
  const loaded = await targets[kind]?.load(ctx, id);
  if (!loaded?.readable) throw notFound(targetNames[kind]);
  return { ...loaded, kind };
}

/** The one target named by `newsFeedPostId` or `prayerId` (exactly one, else BAD_USER_INPUT). */
export async function targetOf(
  ctx: RequestContext,
  targets: InteractionTargets,
  args: { readonly newsFeedPostId?: string | null; readonly prayerId?: string | null },
): Promise<ResolvedTarget> {
  const { key, value } = exactlyOneOf(args, ['newsFeedPostId', 'prayerId']);
  return loadTarget(ctx, targets, kindOfArgument[key], value);
}
