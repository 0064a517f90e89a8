export { createWebServer, type MediaHandler, type WebServer, type WebServerOptions } from './web-server.ts';
export { buildWebApp } from './build.ts';
export { loadWebServerOptions } from './config.ts';
export { mediaPageSources, s3BucketOrigin, type MediaLocation, type MediaPageSources, type S3Location } from './media-sources.ts';
