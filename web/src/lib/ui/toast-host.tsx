import { Suspense, lazy } from 'react';

const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** Where toasts appear; loaded after the first paint. */
export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={1000} />
    </Suspense>
  );
}
