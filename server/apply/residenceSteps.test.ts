import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFlow } from '../../flows/testing/flowDefinitions';
import { branchAnswers, employeeAnswers, residenceAnswers } from '../../flows/apply';
import { countedSteps, positionOf } from '../../flows/testing/stepCount';
import { residenceStepExtra } from '../../validators/businessRules';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from './testing/applicant';
import { uploadCardPhoto } from './testing/residenceCardPhotos';

/**
 * The residence-card steps through the real API and database: the photo steps accept only a photo this applicant
 * uploaded for that side of the card, and every residence step is refused off the applicant's path.
 */

const ENTRY = '/external/v1/apply/entry';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

let nextId = 0;
async function freshApplicant(): Promise<Applicant> {
  nextId += 1;
  const id = `residence${nextId}`;
  await subject.app.db
    .insertInto('members')
    .values({
      id: `member-${id}`,
      oidc_subject: `subject-${id}`,
      ppcd_web_guid: `guid-${id}`,
      role: 'applicant',
      membership_status: '01',
      last_name_kanji: 'ＳＭＩＴＨ',
      first_name_kanji: 'ＪＯＨＮ',
      last_name_kana: 'スミス',
      first_name_kana: 'ジョン',
      mobile_number: '09024681357',
    })
    .execute();
  return logInApplicant(subject.app, id);
}

async function save(applicant: Applicant, step: string, answers: Readonly<Record<string, unknown>>) {
  return applicant.post(ENTRY, { step, answers });
}

async function saveOk(applicant: Applicant, step: string, answers: Readonly<Record<string, unknown>>) {
  const response = await save(applicant, step, answers);
  expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  return response.json().data.flow as {
    currentStep: string;
    stepNumber: number;
    stepTotal: number;
    answers: Record<string, Record<string, unknown>>;
  };
}

/** Answers every step up to the nationality, as the given foreign national. */
async function upToResidence(applicant: Applicant, nationality: Readonly<Record<string, unknown>> = branchAnswers.nationality.engineer) {
  for (const [step, answers] of Object.entries(employeeAnswers)) {
    if (step === 'contact') break;
    await saveOk(applicant, step, step === 'nationality' ? nationality : answers);
  }
}

const stored = async (applicant: Applicant) =>
  (
    await subject.app.db
      .selectFrom('flow_drafts')
      .select('answers')
      .where('owner_id', '=', applicant.memberId)
      .where('flow_id', '=', 'apply')
      .executeTakeFirstOrThrow()
  ).answers;

describe('residence-card steps', () => {
  it("saves the expiry and the applicant's own front and back photos, and counts SPEC 4's four extra steps", async () => {
    const applicant = await freshApplicant();
    await upToResidence(applicant);
    expect((await saveOk(applicant, 'residenceExpiration', residenceAnswers.residenceExpiration)).currentStep).toBe('residenceFrontUpload');
    const front = await uploadCardPhoto(applicant, 'face', 'カード表.jpg');
    const afterFront = await saveOk(applicant, 'residenceFrontUpload', {
      residenceCardFilenameFace: front.residenceCardFilename,
      residenceCardFilenameFaceOriginal: 'カード表.jpg',
    });
    expect(afterFront.currentStep).toBe('residenceBackAddress');
    await saveOk(applicant, 'residenceBackAddress', branchAnswers.residenceBackAddress.onBack);
    const back = await uploadCardPhoto(applicant, 'back', 'back.png');
    const afterBack = await saveOk(applicant, 'residenceBackUpload', {
      residenceCardFilenameBack: back.residenceCardFilename,
      residenceCardFilenameBackOriginal: 'back.png',
    });
    // SPEC 4: the four residence-card steps come after the nationality and add to the employee's total.
    const employeePath = Object.keys(employeeAnswers);
    const extra = residenceStepExtra({ expiryNeeded: true, addressOnBack: true });
    expect(afterBack).toMatchObject({
      currentStep: 'contact',
      stepNumber: positionOf(applyFlow, employeePath, 'nationality') + extra + 1,
      stepTotal: countedSteps(applyFlow, employeePath).length + extra,
    });
    expect(await stored(applicant)).toMatchObject({
      nationality: { nationality: 'US', residenceStatus: '14' },
      residenceExpiration: { residenceDateExpiration: '20290131' },
      residenceFrontUpload: { residenceCardFilenameFace: front.residenceCardFilename, residenceCardFilenameFaceOriginal: 'カード表.jpg' },
      residenceBackAddress: { addressListedOnCardBack: '1' },
      residenceBackUpload: { residenceCardFilenameBack: back.residenceCardFilename, residenceCardFilenameBackOriginal: 'back.png' },
    });
  });

  it("refuses another member's photo, the back photo offered as the front, a name never uploaded, and a wrong or missing original name", async () => {
    const owner = await freshApplicant();
    const other = await freshApplicant();
    await upToResidence(other);
    await saveOk(other, 'residenceExpiration', residenceAnswers.residenceExpiration);
    const ownersPhoto = await uploadCardPhoto(owner, 'face', 'front.jpg');
    const othersBack = await uploadCardPhoto(other, 'back', 'back.jpg');
    const othersFront = await uploadCardPhoto(other, 'face', 'front.jpg');
    const attempts = [
      { residenceCardFilenameFace: ownersPhoto.residenceCardFilename, residenceCardFilenameFaceOriginal: 'front.jpg' },
      { residenceCardFilenameFace: othersBack.residenceCardFilename, residenceCardFilenameFaceOriginal: 'back.jpg' },
      { residenceCardFilenameFace: '0b0c5d4e-7f1a-4b2c-9d3e-5f6a7b8c9d0e.jpg', residenceCardFilenameFaceOriginal: 'front.jpg' },
      { residenceCardFilenameFace: othersFront.residenceCardFilename, residenceCardFilenameFaceOriginal: 'other-name.jpg' },
      { residenceCardFilenameFace: othersFront.residenceCardFilename },
    ];
    for (const answers of attempts) {
      const response = await save(other, 'residenceFrontUpload', answers);
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json().resultInfo).toMatchObject({
        codeId: '4000',
        errors: [
          {
            field: 'residenceCardFilenameFace',
            message:
              'アップロードした写真が見つかりません。もう一度写真を選択してください。 The uploaded photo could not be found. Please select the photo again.',
          },
        ],
      });
    }
    expect(await stored(other)).not.toHaveProperty('residenceFrontUpload');
    const fine = await saveOk(other, 'residenceFrontUpload', {
      residenceCardFilenameFace: othersFront.residenceCardFilename,
      residenceCardFilenameFaceOriginal: 'front.jpg',
    });
    expect(fine.currentStep).toBe('residenceBackAddress');
  });

  it("refuses a file name that is not an uploaded photo's shape with the bilingual message", async () => {
    const applicant = await freshApplicant();
    await upToResidence(applicant);
    await saveOk(applicant, 'residenceExpiration', residenceAnswers.residenceExpiration);
    const response = await save(applicant, 'residenceFrontUpload', {
      residenceCardFilenameFace: '../../etc/passwd',
      residenceCardFilenameFaceOriginal: 'x.jpg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.errors).toEqual([
      {
        field: 'residenceCardFilenameFace',
        message: '在留カードおもて面の写真をアップロードしてください。 Please upload a photo of the front of your residence card.',
      },
    ]);
  });

  it('refuses residence steps off the path: a Japanese national, a permanent resident, the back photo when the address is not on the back', async () => {
    const refused = async (applicant: Applicant, step: string, answers: Readonly<Record<string, unknown>>) => {
      const response = await save(applicant, step, answers);
      expect(response.statusCode, step).toBe(400);
      expect(response.json().resultInfo.codeId, step).toBe('4006');
    };
    const japanese = await freshApplicant();
    await upToResidence(japanese, branchAnswers.nationality.japanese);
    await refused(japanese, 'residenceExpiration', residenceAnswers.residenceExpiration);
    const permanent = await freshApplicant();
    await upToResidence(permanent, branchAnswers.nationality.permanentResident);
    await refused(permanent, 'residenceExpiration', residenceAnswers.residenceExpiration);
    const noBack = await freshApplicant();
    await upToResidence(noBack);
    await refused(noBack, 'residenceFrontUpload', residenceAnswers.residenceFrontUpload);
    await saveOk(noBack, 'residenceExpiration', residenceAnswers.residenceExpiration);
    const front = await uploadCardPhoto(noBack, 'face', 'front.jpg');
    await saveOk(noBack, 'residenceFrontUpload', {
      residenceCardFilenameFace: front.residenceCardFilename,
      residenceCardFilenameFaceOriginal: 'front.jpg',
    });
    expect((await saveOk(noBack, 'residenceBackAddress', branchAnswers.residenceBackAddress.notOnBack)).currentStep).toBe('contact');
    const back = await uploadCardPhoto(noBack, 'back', 'back.jpg');
    await refused(noBack, 'residenceBackUpload', {
      residenceCardFilenameBack: back.residenceCardFilename,
      residenceCardFilenameBackOriginal: 'back.jpg',
    });
  });

  it('clears the residence answers on the server when the applicant changes to Japanese', async () => {
    const applicant = await freshApplicant();
    await upToResidence(applicant);
    await saveOk(applicant, 'residenceExpiration', residenceAnswers.residenceExpiration);
    const flow = await saveOk(applicant, 'nationality', { nationality: 'JP', residenceStatus: '14' });
    expect(flow.currentStep).toBe('contact');
    const answers = await stored(applicant);
    expect(answers['nationality']).toEqual({ nationality: 'JP' });
    expect(Object.keys(answers).filter((step) => step.startsWith('residence'))).toEqual([]);
  });
});
