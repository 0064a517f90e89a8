/**
 * The page the server answers with when rendering itself failed (a bug, not a missing page or an
 * unreachable API: those are the app's own error pages). Plain HTML, no script: it must work when
 * nothing else does.
 */
export function errorDocument(): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Something went wrong | Koinonia</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #17213a; background: #f8f9fa; }
      main { max-width: 520px; margin: 15vh auto; padding: 0 16px; }
      a { color: #2c4b9d; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <h1>This page could not be loaded</h1>
      <p>Something went wrong on our side. Please try again in a moment.</p>
      <p><a href="/">Go to the home page</a></p>
    </main>
  </body>
</html>
`;
}

/** A plain 404 (the dev mailbox asked for from another machine): no script, nothing about why. */
export function notFoundDocument(): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Page not found | Koinonia</title>
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #17213a; background: #f8f9fa; }
      main { max-width: 520px; margin: 15vh auto; padding: 0 16px; }
      a { color: #2c4b9d; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p><a href="/">Go to the home page</a></p>
    </main>
  </body>
</html>
`;
}

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
