import type { FeedScope } from '../../__generated__/graphql/graphql.ts';

export interface ScopeChoice {
  scope: FeedScope;
  /** In the address: /feed?scope=connections. */
  param: string;
  label: string;
  /** The empty state's title and text. */
  empty: string;
  emptyText: string;
  /** Lists posts by place: needs the member's place on their profile. Under the "Near me" tab. */
  place?: 'city' | 'state' | 'zipcode' | 'country';
  /** The place's name in the "Near me" choice. */
  placeLabel?: string;
}

/** The home feed's scopes (spec section 4), in the order the tabs show them, named as members say them. */
export const FEED_SCOPES: readonly ScopeChoice[] = [
  { scope: 'PUBLIC', param: 'everyone', label: 'Everyone', empty: 'No posts yet', emptyText: 'Posts shared on Koinonia and in public groups appear here. Be the first to share something.' },
  { scope: 'MY_CONNECTIONS', param: 'connections', label: 'My connections', empty: 'Nothing from your connections yet', emptyText: 'Posts by the people you are connected with appear here.' },
  { scope: 'CITY', param: 'city', label: 'My city', placeLabel: 'City', place: 'city', empty: 'No posts from your city yet', emptyText: 'Posts by members in your city appear here.' },
  { scope: 'STATE', param: 'state', label: 'My state', placeLabel: 'State', place: 'state', empty: 'No posts from your state yet', emptyText: 'Posts by members in your state appear here.' },
  { scope: 'ZIPCODE', param: 'zip', label: 'My zip code', placeLabel: 'Zip code', place: 'zipcode', empty: 'No posts from your zip code yet', emptyText: 'Posts by members with your zip code appear here.' },
  { scope: 'COUNTRY', param: 'country', label: 'My country', placeLabel: 'Country', place: 'country', empty: 'No posts from your country yet', emptyText: 'Posts by members in your country appear here.' },
  { scope: 'FEATURED', param: 'featured', label: 'Featured', empty: 'No featured posts', emptyText: 'Posts the Koinonia team features appear here.' },
  { scope: 'ADMIN', param: 'announcements', label: 'From Koinonia', empty: 'No announcements', emptyText: 'News from the Koinonia team appears here.' },
  { scope: 'MY_POSTS', param: 'mine', label: 'My posts', empty: 'You have not posted yet', emptyText: 'Your posts appear here, including those waiting for review.' },
];

export const DEFAULT_SCOPE: ScopeChoice = FEED_SCOPES[0]!;

/** The place scopes, chosen inside one "Near me" tab (nine tabs do not fit a phone or a column). */
export const PLACE_SCOPES: readonly ScopeChoice[] = FEED_SCOPES.filter((choice) => choice.place !== undefined);
export const NEAR_TAB = 'near';

/** The tabs: the scopes without a place, and "Near me" after "My connections". */
export const FEED_TABS: readonly { value: string; label: string }[] = FEED_SCOPES.flatMap((choice) =>
  choice.place === undefined ? [{ value: choice.param, label: choice.label }] : choice === PLACE_SCOPES[0] ? [{ value: NEAR_TAB, label: 'Near me' }] : [],
);

export function tabOf(choice: ScopeChoice): string {
  return choice.place === undefined ? choice.param : NEAR_TAB;
}

export function scopeByParam(param: unknown): ScopeChoice | undefined {
  return FEED_SCOPES.find((choice) => choice.param === param);
}
