/**
 * A page of plain HTML, no script: what the server answers when nothing else can be relied on.
 * The title and texts are the server's own words, never a request's.
 */
function plainDocument(title: string, heading: string, text: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title} | Koinonia</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #17213a; background: #f8f9fa; }
      main { max-width: 520px; margin: 15vh auto; padding: 0 16px; }
      a { color: #2c4b9d; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <h1>${heading}</h1>
      <p>${text}</p>
      <p><a href="/">Go to the home page</a></p>
    </main>
  </body>
</html>
`;
}

/**
 * The page the server answers with when rendering itself failed (a bug, not a missing page or an
 * unreachable API: those are the app's own error pages). It must work when nothing else does.
 */
export const errorDocument = (): string =>
  plainDocument('Something went wrong', 'This page could not be loaded', 'Something went wrong on our side. Please try again in a moment.');

/** A plain 404 (the dev mailbox asked for from another machine): nothing about why. */
export const notFoundDocument = (): string => plainDocument('Page not found', 'Page not found', 'There is no page at this address.');

/** robots.txt: crawl the public pages; private and development pages are kept out. */
export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dev/',
    'Disallow: /profile',
    'Disallow: /verify-email',
    'Disallow: /reset-password',
    'Disallow: /check-email',
    'Disallow: /search',
    '',
    `Host: ${origin}`,
    '',
  ].join('\n');
}
