import { useMemo, useSyncExternalStore } from 'react';
import classes from './feed.module.css';
import { htmlToPlainText, sanitizeBody } from './safe-html.ts';

const noSubscription = () => () => {};

/**
 * A post's or a comment's body: the server's sanitized HTML, cleaned again in the browser
 * (safe-html.ts, which needs the DOM), line breaks kept. The server's render, and the browser's
 * hydration of it, show its text; the links appear right after.
 */
export function PostBody({ html }: { html: string }) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const safe = useMemo(() => (inBrowser ? sanitizeBody(html) : null), [html, inBrowser]);
  if (safe === null) {
    const text = htmlToPlainText(html);
    return text ? <div className={classes.body}>{text}</div> : null;
  }
  if (!safe) return null;
  // Only the elements and links of safe-html.ts's allowlist reach this point.
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/** Plain text (a prayer, an update, a testimony) with its line breaks. */
export function PlainBody({ text }: { text: string }) {
  return <div className={classes.body}>{text}</div>;
}
