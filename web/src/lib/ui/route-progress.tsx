import { useRouterState } from '@tanstack/react-router';

/**
 * Page loading state of spec section 4: true from the start of a route change until it completes
 * or fails. Shown as a thin bar over the current page (the pending component replaces the page if
 * the change takes longer than a moment).
 */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  if (!loading) return null;
  return <div className="route-progress" role="progressbar" aria-label="Loading page" />;
}
