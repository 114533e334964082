import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoMessages } from '../../validators/residenceCardPhoto';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { startClamd, type ClamdServer } from '../../tests/helpers/clamdServer';
import { sessionOf } from '../../tests/helpers/testSessions';
import { storedFilesOfTests } from '../uploads/testing/testsOwnUploads';

let clamd: ClamdServer;
let subject: TestApp;
let app: FastifyInstance;

// Built from parts so this source file is not itself the EICAR test file.
const eicar = Buffer.from(['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''));

async function credentialOf(session: string): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } })).json().data.ppcdCredential;
}

interface Caller {
  readonly session: string;
  readonly credential: string;
}

async function caller(loginId: string): Promise<Caller> {
  const session = await sessionOf(app, loginId);
  return { session, credential: await credentialOf(session) };
}

function upload(who: Caller, bytes: Buffer, fileName: string, overrides: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/external/v1/file/ppcdcore/uploadResidenceCard?ppcdSwitchServiceFlg=yes',
    cookies: { session: who.session },
    headers: { ppcdCredential: who.credential },
    payload: {
      base64Image: bytes.toString('base64'),
      fileExtension: fileName.slice(fileName.lastIndexOf('.') + 1),
      fileName,
      imageType: 'face',
      uploadType: 'apply',
      ...overrides,
    },
  });
}

function readBack(who: Caller, fileName: string) {
  return app.inject({
    method: 'GET',
    url: `/external/v1/file/ppcdcore/residenceCard/${fileName}?ppcdSwitchServiceFlg=yes`,
    cookies: { session: who.session },
    headers: { ppcdCredential: who.credential },
  });
}

// The shared storage's files (issue 34: the database unless UPLOAD_S3_URL is set).
const storedFiles = async (): Promise<string[]> =>
  (await app.db.selectFrom('uploaded_files').select('name').orderBy('name').execute()).map((row) => row.name);

async function photo(format: 'png' | 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 40, channels: 3, background: '#3366aa' } });
  // A phone photo carries where and with what it was taken; the server must not keep that.
  const withExif = image.withExif({ IFD0: { Make: 'PhonePhone', ImageDescription: 'Shinjuku 35.6895N 139.6917E' } });
  return format === 'png' ? withExif.png().toBuffer() : withExif.jpeg().toBuffer();
}

beforeAll(async () => {
  clamd = await startClamd();
  subject = await buildTestApp({ CLAMD_ADDRESS: clamd.address });
  app = subject.app;
}, 120_000);
afterAll(async () => {
  await subject?.close();
  await clamd?.stop();
});

describe('POST /external/v1/file/ppcdcore/uploadResidenceCard', () => {
  it('stores a jpg without its EXIF data and serves it back to its owner only', async () => {
    const owner = await caller('applicant');
    const original = await photo('jpeg');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(owner, original, '在留カード表面.jpg');
    expect(response.statusCode).toBe(200);
    const { residenceCardFilename, residenceCardFilenameOriginal } = response.json().data;
    expect(residenceCardFilename).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(residenceCardFilenameOriginal).toBe('在留カード表面.jpg');
    expect(await storedFiles()).toContain(residenceCardFilename);

    const served = await readBack(owner, residenceCardFilename);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-store, private');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Shinjuku'))).toBe(false);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 40 });

    const stranger = await caller('regular');
    const refused = await readBack(stranger, residenceCardFilename);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().resultInfo.codeId).toBe('4001');
  });

  it('stores a png and refuses a request without a credential', async () => {
    const owner = await caller('applicant');
    expect((await upload(owner, await photo('png'), 'card.png')).statusCode).toBe(200);
    const noCredential = await upload({ session: owner.session, credential: '' }, await photo('png'), 'card.png');
    expect(noCredential.statusCode).toBe(403);
    expect(noCredential.json().resultInfo.codeId).toBe('4031');
  });

  it('tells the operators’ metrics that clamd answers (issue 56)', async () => {
    expect(await app.metricsRegistry.metrics()).toMatch(/^clamd_up 1$/m);
  });

  it('refuses the EICAR test file with VIRUS_CHECK_NG through the real clamd, and stores nothing', async () => {
    const before = await storedFiles();
    const rows = await app.db.selectFrom('residence_card_uploads').select('file_name').execute();
    const response = await upload(await caller('applicant'), eicar, 'card.jpg');
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo).toMatchObject({
      codeId: '4003',
      errors: [{ field: 'base64Image', code: 'VIRUS_CHECK_NG', message: photoMessages.VIRUS_CHECK_NG.ja }],
    });
    expect(await storedFiles()).toEqual(before);
    expect(await app.db.selectFrom('residence_card_uploads').select('file_name').execute()).toEqual(rows);
  });

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  it.each([
    ['an empty file', () => Buffer.alloc(0), 'card.jpg', {}, 'EMPTY_FILE', '4000'],
    ['a file over 10 MB', () => Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'card.jpg', {}, 'SIZE_TOO_LARGE', '4000'],
    ['a gif by its name', () => Buffer.from('GIF89a'), 'card.gif', {}, 'NOT_SUPPORTED_FILE', '4002'],
    ['a pdf named .png (magic bytes decide)', () => pdf, 'card.png', {}, 'INVALID_FILE_FORMAT', '4002'],
    ['a name with a reserved character', () => pdf, 'card:1.png', {}, 'HAS_PROHIBITED_CHAR', '4000'],
    ['a name of 129 characters', () => pdf, `${'a'.repeat(125)}.png`, {}, 'TOO_LONG_NAME', '4000'],
    ['text that is not base64', () => pdf, 'card.png', { base64Image: '***not base64***' }, 'BAD_REQUEST', '4000'],
  ])('refuses %s with its message code and stores nothing', async (_case, bytes, fileName, overrides, code, codeId) => {
    const before = await storedFiles();
    const response = await upload(await caller('applicant'), bytes(), fileName, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo).toMatchObject({
      codeId,
      errors: [{ field: 'base64Image', code, message: photoMessages[code as keyof typeof photoMessages].ja }],
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400/4000 for a body missing its fields', async () => {
    const who = await caller('applicant');
    const response = await app.inject({
      method: 'POST',
      url: '/external/v1/file/ppcdcore/uploadResidenceCard?ppcdSwitchServiceFlg=yes',
      cookies: { session: who.session },
      headers: { ppcdCredential: who.credential },
      payload: { base64Image: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.codeId).toBe('4000');
  });
});

describe('the upload when the virus scanner is down', () => {
  it('answers SERVER_ERROR and stores nothing rather than keeping an unscanned photo', async () => {
    const deadScannerDir = mkdtempSync(join(tmpdir(), 'card-web-uploads-'));
    const broken = await buildTestApp({ CLAMD_ADDRESS: `unix:${join(deadScannerDir, 'nobody.sock')}` });
    try {
      const session = await sessionOf(broken.app, 'applicant');
      const credential = (await broken.app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } })).json().data
        .ppcdCredential;
      const response = await broken.app.inject({
        method: 'POST',
        url: '/external/v1/file/ppcdcore/uploadResidenceCard?ppcdSwitchServiceFlg=yes',
        cookies: { session },
        headers: { ppcdCredential: credential },
        payload: {
          base64Image: (await photo('png')).toString('base64'),
          fileExtension: 'png',
          fileName: 'card.png',
          imageType: 'face',
          uploadType: 'apply',
        },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().resultInfo).toMatchObject({
        codeId: '5001',
        errors: [{ code: 'SERVER_ERROR', message: photoMessages.SERVER_ERROR.ja }],
      });
      expect(await storedFilesOfTests(broken.app.db)).toEqual([]);
    } finally {
      await broken.close();
      rmSync(deadScannerDir, { recursive: true, force: true });
    }
  });
});
