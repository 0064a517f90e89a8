import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../../../../deploy/s3proxy/s3proxy.sh');
const ENDPOINT = 'http://127.0.0.1:9000';

/**
 * For jest's global setup: where Java runs and no S3_ENDPOINT is given, starts S3Proxy
 * (deploy/s3proxy) so the S3 adapter's tests run on every such machine rather than skip, and adds
 * `s3` to REQUIRED_INFRASTRUCTURE so that a server that would not start fails those tests.
 * Returns whether it started one (then `stopS3Proxy` stops it after the run).
 */
export function startS3ProxyForTests(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env['S3_ENDPOINT'] || spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) return false;
  env['REQUIRED_INFRASTRUCTURE'] = [env['REQUIRED_INFRASTRUCTURE'] ?? '', 's3'].join(' ').trim();
  const running = spawnSync('bash', [script, 'status'], { stdio: 'ignore' }).status === 0;
  try {
    execFileSync('bash', [script, 'up'], { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    console.error('S3Proxy did not start: the S3 tests will fail (see .cache/s3proxy/s3proxy.log)');
    return false;
  }
  env['S3_ENDPOINT'] = ENDPOINT;
  console.log(`tests use S3Proxy at ${ENDPOINT}${running ? ' (already running)' : ''}`);
  return !running;
}

export function stopS3Proxy(): void {
  spawnSync('bash', [script, 'down'], { stdio: 'ignore' });
}
