import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedName, contentTypeOf, StoredFileExists, type FileStorage } from './fileStorage';

/** Where the files go, read from `UPLOAD_S3_URL`. */
export interface S3Location {
  /** The service's origin (`https://s3.ap-northeast-1.amazonaws.com`, `http://127.0.0.1:9000`). */
  readonly endpoint: string;
  readonly region: string;
  readonly bucket: string;
  /** Put before each name: `photos/` for `…/bucket/photos`, empty for the bucket's top. */
  readonly prefix: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

const shape = 'http(s)://<access key>:<secret key>@<host>[:<port>]/<bucket>[/<prefix>][?region=<region>]';

/**
 * `UPLOAD_S3_URL` as one setting, like `SMTP_URL`: the keys percent-encoded in the user part, the bucket as the
 * path's first segment (path style, which every S3-compatible service answers, unlike bucket host names), an
 * optional prefix after it, the signing region as `?region=` (`us-east-1`, what S3-compatible servers expect, when
 * not given).
 */
export function parseS3Url(text: string): S3Location {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`UPLOAD_S3_URL must look like ${shape}`);
  }
  const [bucket = '', ...prefix] = url.pathname.split('/').filter((segment) => segment !== '');
  const unknownParameters = [...url.searchParams.keys()].filter((key) => key !== 'region');
  if (!/^https?:$/.test(url.protocol) || !url.username || !url.password || !bucket || unknownParameters.length > 0 || url.hash)
    throw new Error(`UPLOAD_S3_URL must look like ${shape}`);
  return {
    endpoint: url.origin,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket: decodeURIComponent(bucket),
    prefix: prefix.map((segment) => `${decodeURIComponent(segment)}/`).join(''),
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

const isStatus = (error: unknown, status: number): boolean =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;

/** S3-compatible object storage (issue 34), when `UPLOAD_S3_URL` is set; `destroy` closes its connections. */
export function s3Storage(location: S3Location): FileStorage & { destroy(): void } {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    forcePathStyle: true,
    // The SDK's default CRC32 checksums on every request are an AWS extension that several S3-compatible servers
    // refuse; the signature already covers the body's SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An upload waits on this; a storage that does not answer fails the request rather than holding it for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const keyOf = (name: string): string => location.prefix + checkedName(name);
  const exists = async (key: string): Promise<boolean> => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: location.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || isStatus(error, 404)) return false;
      throw error;
    }
  };
  return {
    async put(name, bytes) {
      const key = keyOf(name);
      // `If-None-Match: *` makes the write itself conditional where the service supports it (AWS S3, MinIO: 412, or
      // 409 while another conditional write of the key runs); the look before it refuses an overwrite on those
      // that ignore the header.
      if (await exists(key)) throw new StoredFileExists(name);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: location.bucket, Key: key, Body: bytes, ContentType: contentTypeOf(name), IfNoneMatch: '*' }),
        );
      } catch (error) {
        if (isStatus(error, 412) || isStatus(error, 409)) throw new StoredFileExists(name);
        throw error;
      }
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: keyOf(name) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || isStatus(error, 404)) return null;
        throw error;
      }
    },
    async delete(name) {
      // S3 answers 204 whether or not the key was there.
      await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: keyOf(name) }));
    },
    destroy: () => client.destroy(),
  };
}
