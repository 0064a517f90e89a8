import { buildWeb, webBuildIsStale } from './web-build.ts';

// `node scripts/src/web-build-cli.ts`: builds web/dist only when it is missing or stale, so CI's
// bundle check reuses the browser tests' build.
if (webBuildIsStale()) await buildWeb();
else console.log('web/dist is up to date with the web sources: not built again.');
