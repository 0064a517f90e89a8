import { useMemo } from 'react';
import classes from './feed.module.css';
import { sanitizeBody } from './safe-html.ts';

/** A post's or a comment's body: the server's sanitized HTML, cleaned again (safe-html.ts), line breaks kept. */
export function PostBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeBody(html), [html]);
  if (!safe) return null;
  // Only the elements and links of safe-html.ts's allowlist reach this point.
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/** Plain text (a prayer, an update, a testimony) with its line breaks. */
export function PlainBody({ text }: { text: string }) {
  return <div className={classes.body}>{text}</div>;
}
