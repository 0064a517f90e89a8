import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * After a navigation, move focus to the new page's h1 so keyboard and screen reader users start
 * at the top of the new content (the first page load keeps the browser's default).
 */
export function useRouteFocus(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged }) => {
        if (!pathChanged) return;
        requestAnimationFrame(() => {
          const heading = document.querySelector<HTMLElement>('main h1, [role="main"] h1');
          if (heading && !heading.contains(document.activeElement)) {
            if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
            heading.focus({ preventScroll: true });
          }
        });
      }),
    [router],
  );
}
