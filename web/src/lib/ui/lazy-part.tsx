import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a server-rendered page whose code is not in the page's first load: the server renders
 * it, and the browser keeps that HTML, visible and unchanged, until the code has arrived and React
 * hydrates it. Memoized, because new props for a part still waiting for its code would make React
 * drop the server's HTML and show `fallback` instead; give it props that compare equal.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return memo(function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}
