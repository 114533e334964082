import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../tests/helpers/s3Server';
import { buildApp } from '../app';
import { StoredFileExists } from './fileStorage';
import { parseS3Url, s3Storage } from './s3Storage';

/** Issue 34: photos in S3-compatible storage, against a real local S3 server (s3rver), signatures and all. */
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

describe('UPLOAD_S3_URL', () => {
  it('reads the endpoint, the keys (percent-decoded), the bucket, a prefix and the region', () => {
    expect(
      parseS3Url('https://AKIA123:se%2Fcret%40x@s3.ap-northeast-1.amazonaws.com/card-photos/residence/v1?region=ap-northeast-1'),
    ).toEqual({
      endpoint: 'https://s3.ap-northeast-1.amazonaws.com',
      region: 'ap-northeast-1',
      bucket: 'card-photos',
      prefix: 'residence/v1/',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'se/cret@x',
    });
    expect(parseS3Url('http://key:secret@127.0.0.1:4569/bucket')).toMatchObject({ region: 'us-east-1', prefix: '', bucket: 'bucket' });
  });

  it.each([
    ['no keys', 'http://127.0.0.1:4569/bucket'],
    ['no secret', 'http://key@127.0.0.1:4569/bucket'],
    ['no bucket', 'http://key:secret@127.0.0.1:4569/'],
    ['another scheme', 'ftp://key:secret@127.0.0.1/bucket'],
    ['an unknown parameter', 'http://key:secret@127.0.0.1/bucket?style=virtual'],
    ['no URL at all', 'bucket'],
  ])('refuses %s, naming the setting', (_case, text) => {
    expect(() => parseS3Url(text)).toThrow(/UPLOAD_S3_URL/);
  });
});

describe('a bad UPLOAD_S3_URL', () => {
  it.each([
    ['without keys (the settings schema)', 'http://127.0.0.1:4569/bucket'],
    ['with a parameter it does not know (parseS3Url, before the database opens)', 'http://key:secret@127.0.0.1:4569/bucket?style=virtual'],
  ])('stops the start %s, naming the setting', async (_case, url) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'card-web-s3-setting-'));
    try {
      await expect(
        buildApp({ logger: false, environment: { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, UPLOAD_S3_URL: url } }),
      ).rejects.toThrow(/UPLOAD_S3_URL/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the S3 storage', () => {
  const name = (extension: 'png' | 'jpg') => `${randomUUID()}.${extension}`;

  it('round-trips a photo under a prefix, with its type, and answers null for a name never stored', async () => {
    const storage = s3Storage(parseS3Url(s3.urlFor('residence')));
    try {
      const photo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
      const stored = name('png');
      await storage.put(stored, photo);
      expect(await storage.get(stored)).toEqual(photo);
      expect(await storage.get(name('png'))).toBeNull();
      // The key is the prefix and the name, stored with the image's type (s3rver lets a plain GET read it).
      const response = await fetch(`${parseS3Url(s3.urlFor()).endpoint}/${s3.bucket}/residence/${stored}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(photo);
      const other = s3Storage(parseS3Url(s3.urlFor()));
      expect(await other.get(stored)).toBeNull();
      other.destroy();
    } finally {
      storage.destroy();
    }
  });

  it('refuses to overwrite a stored name, keeping the first bytes', async () => {
    const storage = s3Storage(parseS3Url(s3.urlFor()));
    try {
      const stored = name('jpg');
      await storage.put(stored, Buffer.from('first'));
      await expect(storage.put(stored, Buffer.from('second'))).rejects.toBeInstanceOf(StoredFileExists);
      expect((await storage.get(stored))?.toString()).toBe('first');
    } finally {
      storage.destroy();
    }
  });

  it('deletes a photo for good, and a second delete or one of a name never stored is no error (issue 57)', async () => {
    const storage = s3Storage(parseS3Url(s3.urlFor('residence')));
    try {
      const stored = name('png');
      await storage.put(stored, Buffer.from('photo'));
      await storage.delete(stored);
      expect(await storage.get(stored)).toBeNull();
      expect((await fetch(`${parseS3Url(s3.urlFor()).endpoint}/${s3.bucket}/residence/${stored}`)).status).toBe(404);
      await storage.delete(stored);
      await storage.delete(name('jpg'));
    } finally {
      storage.destroy();
    }
  });

  it('refuses a name the server did not make before asking the storage', async () => {
    const storage = s3Storage(parseS3Url(s3.urlFor()));
    try {
      await expect(storage.put('../other-bucket/x.png', Buffer.from('x'))).rejects.toThrow(/did not make/);
      await expect(storage.get('card.jpg')).rejects.toThrow(/did not make/);
      await expect(storage.delete('../other-bucket/x.png')).rejects.toThrow(/did not make/);
    } finally {
      storage.destroy();
    }
  });
});
