import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInApplicant, type Applicant } from '../../server/apply/testing/applicant';
import { photoMessages } from '../../validators/residenceCardPhoto';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { uploadRowsOfTests } from '../../server/uploads/testing/testsOwnUploads';

// Issue 13 item 7: the size answer comes before the body is read, and pixels are capped before decoding.
let subject: TestApp;
let member: Applicant;
beforeAll(async () => {
  subject = await buildTestApp();
  member = await logInApplicant(subject.app, 'regular');
});
afterAll(async () => {
  await subject.close();
});

const UPLOAD = '/external/v1/file/ppcdcore/uploadResidenceCard';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black PNG of width × height in 1-bit grey: a few kilobytes that decode to `width × height` pixels. */
function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('residence-card uploads', () => {
  it('answers SIZE_TOO_LARGE to a body announced over the limit, without reading it', async () => {
    const body = JSON.stringify({
      base64Image: 'A'.repeat(20 * 1024 * 1024),
      fileExtension: 'jpg',
      fileName: 'card.jpg',
      imageType: 'face',
      uploadType: 'member',
    });
    const response = await member.post(UPLOAD, body, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.errors).toEqual([
      { field: 'base64Image', message: photoMessages.SIZE_TOO_LARGE.ja, code: 'SIZE_TOO_LARGE' },
    ]);
    expect(response.headers['connection']).toBe('close');
  });

  it('refuses a small PNG of 16000×16000 pixels before decoding it, and stores nothing', async () => {
    const png = hugePng(16_000, 16_000);
    expect(png.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const response = await member.post(UPLOAD, {
      base64Image: png.toString('base64'),
      fileExtension: 'png',
      fileName: 'card.png',
      imageType: 'face',
      uploadType: 'member',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.errors[0].code).toBe('INVALID_FILE_FORMAT');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await uploadRowsOfTests(subject.app.db)).toHaveLength(0);
  });
});
