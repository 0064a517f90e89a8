/**
 * The code of the public profile's lower part (profile-history.tsx), loaded on demand: by the
 * page while it hydrates, and by the route's loader before a page reached by a link renders, so
 * that page draws it at once instead of suspending.
 */
type ProfileHistoryModule = typeof import('./profile-history.tsx');

let loaded: ProfileHistoryModule | undefined;

export function loadProfileHistory(): Promise<ProfileHistoryModule> {
  return import('./profile-history.tsx').then((module) => (loaded = module));
}

/** The module if it has been loaded, else undefined. */
export function loadedProfileHistory(): ProfileHistoryModule | undefined {
  return loaded;
}
