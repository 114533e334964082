import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** An UPLOAD_S3_URL for the server's bucket, with the server's own keys; `prefix` as the path after the bucket. */
  urlFor(prefix?: string): string;
  readonly bucket: string;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, objects as files in a folder of its own) on a
 * loopback port, with one empty bucket. Its keys are s3rver's own, S3RVER/S3RVER.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'card-web-s3-'));
  const bucket = 'residence-photos';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    bucket,
    urlFor: (prefix = '') => `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}${prefix ? `/${prefix}` : ''}`,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
