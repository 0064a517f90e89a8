/**
 * The code of `/profile`'s history editor (my-profile-history.tsx), loaded on demand: by the
 * route's loader, so the server and a page reached by a link draw it at once, and by the page
 * after it has hydrated (the browser keeps the server's HTML of that part until then).
 */
type MyProfileHistoryModule = typeof import('./my-profile-history.tsx');

let loaded: MyProfileHistoryModule | undefined;

export function loadMyProfileHistory(): Promise<MyProfileHistoryModule> {
  return import('./my-profile-history.tsx').then((module) => (loaded = module));
}

/** The module if it has been loaded, else undefined. */
export function loadedMyProfileHistory(): MyProfileHistoryModule | undefined {
  return loaded;
}
