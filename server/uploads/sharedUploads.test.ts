import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { startS3Server, type S3Server } from '../../tests/helpers/s3Server';
import { memberIdOf, sessionOf } from '../../tests/helpers/testSessions';
import { buildOpsApp } from '../ops/opsApp';
import { startStaffSession } from '../operations/staffMembers';
import { staffSubjectOf } from '../seed/staffAccounts';
import { storedFilesOfTests } from './testing/testsOwnUploads';

/**
 * Issue 34: a photo received by one instance is served by another, through the real routes: the member's own view
 * and the staff console's photo view. Each instance has an upload folder of its own, as on two machines, so a photo
 * kept in a folder would not be found by the other; and photos an instance kept in its folder before are moved
 * into the shared storage at its start.
 */
let s3: S3Server;
const folders: string[] = [];
const folder = (): string => {
  const made = mkdtempSync(join(tmpdir(), 'card-web-machine-uploads-'));
  folders.push(made);
  return made;
};
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

interface Member {
  readonly session: string;
  readonly credential: string;
}

async function memberOn(app: FastifyInstance, loginId: string): Promise<Member> {
  const session = await sessionOf(app, loginId);
  const answer = await app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } });
  return { session, credential: answer.json().data.ppcdCredential };
}

const photo = (): Promise<Buffer> =>
  sharp({ create: { width: 48, height: 30, channels: 3, background: '#aa3366' } })
    .jpeg()
    .toBuffer();

async function upload(app: FastifyInstance, who: Member, imageType: 'face' | 'back'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/external/v1/file/ppcdcore/uploadResidenceCard?ppcdSwitchServiceFlg=yes',
    cookies: { session: who.session },
    headers: { ppcdCredential: who.credential },
    payload: {
      base64Image: (await photo()).toString('base64'),
      fileExtension: 'jpg',
      fileName: '在留カード.jpg',
      imageType,
      uploadType: 'member',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.residenceCardFilename;
}

const ownView = (app: FastifyInstance, who: Member, fileName: string) =>
  app.inject({
    method: 'GET',
    url: `/external/v1/file/ppcdcore/residenceCard/${fileName}?ppcdSwitchServiceFlg=yes`,
    cookies: { session: who.session },
    headers: { ppcdCredential: who.credential },
  });

/** Uploads both sides on `first`, reports them, and reads them back on `second`: the member's view and the console's. */
async function uploadedHereServedThere(subject: TestApp, first: FastifyInstance, second: FastifyInstance): Promise<void> {
  const member = await memberOn(first, 'regular');
  const face = await upload(first, member, 'face');
  const back = await upload(first, member, 'back');

  const served = await ownView(second, member, face);
  expect(served.statusCode, served.body).toBe(200);
  expect(served.headers['content-type']).toBe('image/jpeg');
  expect(served.rawPayload).toEqual((await ownView(first, member, face)).rawPayload);
  expect((await sharp(served.rawPayload).metadata()).width).toBe(48);

  const report = await subject.app.db
    .insertInto('residence_reports')
    .values({
      member_id: await memberIdOf(first, 'regular'),
      nationality: 'ベトナム',
      residence_status: null,
      residence_expiry: null,
      residence_card_face: face,
      residence_card_back: back,
      review: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ops = await buildOpsApp(second);
  try {
    const cookie = `ops_session=${await startStaffSession(second.db, staffSubjectOf('examiner'))}`;
    const console = await ops.inject({ method: 'GET', url: `/cases/residenceReport/${report.id}/photos/back`, headers: { cookie } });
    expect(console.statusCode, console.body).toBe(200);
    expect(console.headers['content-type']).toBe('image/jpeg');
    expect(console.rawPayload).toEqual((await ownView(first, member, back)).rawPayload);
  } finally {
    await ops.close();
  }
}

describe('two instances on one database', () => {
  it('serve each other’s photos from the database, to the member and to the examiner', async () => {
    const subject = await buildTestApp({ UPLOAD_DIR: folder() });
    try {
      const second = await subject.secondInstance({ environment: { UPLOAD_DIR: folder() } });
      await uploadedHereServedThere(subject, subject.app, second);
      expect(await storedFilesOfTests(subject.app.db)).toHaveLength(2);
      for (const made of folders) expect(readdirSync(made)).toEqual([]);
    } finally {
      await subject.close();
    }
  });

  it('serve each other’s photos from S3-compatible storage when UPLOAD_S3_URL is set, and keep none in the database', async () => {
    const subject = await buildTestApp({ UPLOAD_DIR: folder(), UPLOAD_S3_URL: s3.urlFor('instances') });
    try {
      const second = await subject.secondInstance({ environment: { UPLOAD_DIR: folder() } });
      await uploadedHereServedThere(subject, second, subject.app);
      expect(await storedFilesOfTests(subject.app.db)).toEqual([]);
    } finally {
      await subject.close();
    }
  });

  it('move the photos an instance kept in its folder before into the database at its start, served by any instance', async () => {
    const subject = await buildTestApp();
    try {
      const oldFolder = folder();
      const oldPhoto = await photo();
      const fileName = `${randomUUID()}.jpg`;
      writeFileSync(join(oldFolder, fileName), oldPhoto);
      const member = await memberOn(subject.app, 'regular');
      await subject.app.db
        .insertInto('residence_card_uploads')
        .values({
          file_name: fileName,
          member_id: await memberIdOf(subject.app, 'regular'),
          image_type: 'face',
          upload_type: 'member',
          original_file_name: 'old.jpg',
          content_type: 'image/jpeg',
          scanned: true,
        })
        .execute();
      expect((await ownView(subject.app, member, fileName)).statusCode).toBe(404);

      await subject.secondInstance({ environment: { UPLOAD_DIR: oldFolder } });
      const served = await ownView(subject.app, member, fileName);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(oldPhoto);
      expect(existsSync(join(oldFolder, fileName))).toBe(false);

      // Started again on the emptied folder: nothing changes.
      const stored = await subject.app.db.selectFrom('uploaded_files').selectAll().execute();
      await subject.secondInstance({ environment: { UPLOAD_DIR: oldFolder } });
      expect(await subject.app.db.selectFrom('uploaded_files').selectAll().execute()).toEqual(stored);
    } finally {
      await subject.close();
    }
  });
});
