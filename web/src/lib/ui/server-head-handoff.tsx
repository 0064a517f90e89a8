import { useLayoutEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';

/**
 * The server wrote this page's head for crawlers (tags marked data-ssr). Once the routes have
 * rendered their own head (HeadContent, just before this component), the server's tags go, so
 * the document never has two titles and is never without one.
 */
export function ServerHeadHandoff() {
  const hasTitle = useRouterState({
    select: (state) => state.matches.some((match) => match.meta?.some((tag) => tag !== undefined && 'title' in tag)),
  });
  useLayoutEffect(() => {
    if (!hasTitle) return;
    for (const element of document.head.querySelectorAll('[data-ssr]')) element.remove();
  }, [hasTitle]);
  return null;
}
