import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalMediaHandler } from '../media/local-media-handler.ts';
import type { LocalDiskStorage } from '../media/local-storage.ts';
import type { ObjectStorage } from '../media/object-storage.ts';

/** Files on the local adapter for a test: a temporary directory served at /media over HTTP, as the web server mounts it. */
export interface LocalMediaServer {
  readonly dir: string;
  readonly publicUrl: string;
  /** The variables that point a service's local adapter at this directory and server. */
  readonly env: Readonly<Record<'MEDIA_STORAGE' | 'MEDIA_DIR' | 'MEDIA_PUBLIC_URL', string>>;
  /** Serves the uploads and files of `storage`, which must be the local adapter. */
  serve(storage: ObjectStorage): void;
  /** Closes the server and removes the directory. */
  stop(): Promise<void>;
}

export async function startLocalMediaServer(label: string): Promise<LocalMediaServer> {
  const dir = await mkdtemp(join(tmpdir(), `koinonia-${label}-media-`));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media`;
  return {
    dir,
    publicUrl,
    env: { MEDIA_STORAGE: 'local', MEDIA_DIR: dir, MEDIA_PUBLIC_URL: publicUrl },
    serve(storage) {
      if (!isLocal(storage)) throw new Error('expected the local adapter');
      const handle = createLocalMediaHandler(storage);
      server.on('request', (req, res) => {
        void handle(req, res).catch(() => res.writeHead(500).end());
      });
    },
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// Not media's `asLocalStorage`: its module loads the S3 adapter, which most test files never need.
const isLocal = (storage: ObjectStorage): storage is LocalDiskStorage => storage.kind === 'local';
