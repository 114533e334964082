import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFlow } from '../../flows/testing/flowDefinitions';
import { normaliseStep } from '../../flows/engine';
import { findFlow } from '../../flows/index';
import { employeeAnswers } from '../../flows/apply';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { readFlow } from '../flows/flowService';
import { partnerCarrierOf } from '../memberSettings/partnerCarrier';
import { createMigrator } from './migrator';

/**
 * The frozen migration 20261123100000_flow_drafts moves the application and bank drafts of the old shape (one
 * `applications` row per applicant, draft or submitted; one `bank_registrations` row, draft or registered) into
 * `flow_drafts` with nothing lost, and the host resumes them; its down section puts them back.
 */
const BEFORE = '20261122163000_bank_registrations';
const FLOW_DRAFTS = '20261123100000_flow_drafts';

let subject: TestApp;
let db: Kysely<unknown>;
beforeAll(async () => {
  subject = await buildTestApp({}, { seed: false });
  db = subject.app.db as unknown as Kysely<unknown>;
});
afterAll(async () => {
  await subject.close();
});

/** As the old service stored them: normalised by each step's schema. */
const answersUntilZipcode = Object.fromEntries(
  (['acceptPermission', 'attribute', 'gender'] as const).map((step) => [step, normaliseStep(applyFlow, step, employeeAnswers[step])]),
);
const schemaVersion = 'abcdef012345';

async function seedOldShape(): Promise<void> {
  for (const id of ['drafting', 'submitted', 'banking', 'registered']) {
    await sql`insert into members (id, oidc_subject, ppcd_web_guid, role, membership_status, last_name_kanji, first_name_kanji, last_name_kana, first_name_kana, mobile_number)
      values (${`member-${id}`}, ${`subject-${id}`}, ${`guid-${id}`}, 'applicant', '01', '佐藤', '健一', 'サトウ', 'ケンイチ', '09013572468')`.execute(
      db,
    );
  }
  await sql`insert into applications (member_id, schema_version, status, current_step, visited_steps, answers, campaign_code, ad_data, shop_id, consented_at, created_at, updated_at)
    values ('member-drafting', ${schemaVersion}, 'draft', 'zipcode', ${JSON.stringify(['acceptPermission', 'attribute', 'gender', 'zipcode'])}::jsonb, ${JSON.stringify(answersUntilZipcode)}::jsonb,
      '1001', '{"medium":"app"}', 'XX0001', '2026-11-20T01:02:03Z', '2026-11-20T01:02:03Z', '2026-11-21T04:05:06Z')`.execute(db);
  for (const [id, inquiry] of [
    ['submitted', '1234567890123456'],
    ['banking', '2234567890123456'],
    ['registered', '3234567890123456'],
  ] as const) {
    await sql`insert into applications (member_id, schema_version, status, current_step, visited_steps, answers, campaign_code, ad_data, shop_id, consented_at, inquiry_number, result, submitted_at)
      values (${`member-${id}`}, ${schemaVersion}, 'submitted', 'underReview', '["acceptPermission","confirm","underReview"]'::jsonb, ${JSON.stringify(employeeAnswers)}::jsonb,
        null, null, null, now(), ${inquiry}, 'underReview', '2026-11-21T00:00:00Z')`.execute(db);
  }
  await sql`insert into bank_registrations (member_id, schema_version, status, current_step, visited_steps, answers)
    values ('member-banking', 'bank00000000', 'draft', 'bankDetail', '["bankList","bankDetail"]'::jsonb, '{"bankList":{"bankCode":"0033"}}'::jsonb)`.execute(
    db,
  );
  await sql`insert into bank_registrations (member_id, schema_version, status, current_step, visited_steps, answers, registered_at)
    values ('member-registered', 'bank00000000', 'registered', 'registered', '["bankList","bankDetail","registered"]'::jsonb,
      '{"bankList":{"bankCode":"0033"},"bankDetail":{"branchCode":"001","accountType":"1","accountNo":"1234567","accountKanaName":"サトウ　ケンイチ"}}'::jsonb, now())`.execute(
    db,
  );
}

interface DraftRow {
  owner_id: string;
  flow_id: string;
  subject_id: string;
  schema_digest: string;
  version: number;
  status: string;
  current_step: string;
  visited: unknown;
  answers: unknown;
  landing: unknown;
  consented_at: Date | null;
  result_state: string | null;
  result_data: unknown;
  created_at: Date;
  updated_at: Date;
  done_at: Date | null;
}

const drafts = async (): Promise<DraftRow[]> =>
  (await sql<DraftRow>`select * from flow_drafts order by owner_id, flow_id`.execute(db)).rows;

describe('the flow_drafts migration', () => {
  it('moves the old application and bank drafts into flow_drafts with nothing lost, and the host resumes them', async () => {
    const migrator = createMigrator(db);
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    await seedOldShape();
    const up = await migrator.migrateTo(FLOW_DRAFTS);
    expect(up.error).toBeUndefined();

    const rows = await drafts();
    expect(rows.map((row) => [row.owner_id, row.flow_id, row.status])).toEqual([
      ['member-banking', 'apply', 'done'],
      ['member-banking', 'bank', 'draft'],
      ['member-drafting', 'apply', 'draft'],
      ['member-registered', 'apply', 'done'],
      ['member-registered', 'bank', 'done'],
      ['member-submitted', 'apply', 'done'],
    ]);
    const drafting = rows.find((row) => row.owner_id === 'member-drafting');
    expect(drafting).toMatchObject({
      subject_id: '',
      schema_digest: schemaVersion,
      version: 1,
      current_step: 'zipcode',
      visited: ['acceptPermission', 'attribute', 'gender', 'zipcode'],
      answers: answersUntilZipcode,
      landing: { campaignCode: '1001', adData: '{"medium":"app"}', shopId: 'XX0001' },
      result_state: null,
      result_data: null,
      done_at: null,
    });
    expect(drafting?.consented_at?.toISOString()).toBe('2026-11-20T01:02:03.000Z');
    expect(drafting?.created_at.toISOString()).toBe('2026-11-20T01:02:03.000Z');
    expect(drafting?.updated_at.toISOString()).toBe('2026-11-21T04:05:06.000Z');
    expect(rows.find((row) => row.owner_id === 'member-submitted')).toMatchObject({
      current_step: 'underReview',
      result_state: 'underReview',
      result_data: { inquiryNumber: '1234567890123456' },
    });
    expect(rows.find((row) => row.owner_id === 'member-banking' && row.flow_id === 'bank')).toMatchObject({
      current_step: 'bankDetail',
      answers: { bankList: { bankCode: '0033' } },
      schema_digest: 'bank00000000',
    });
    expect(rows.find((row) => row.owner_id === 'member-registered' && row.flow_id === 'bank')).toMatchObject({
      result_state: 'registered',
      result_data: {},
    });

    // The domain tables keep the submitted applications and the registered account only.
    const applications = (await sql<{ member_id: string }>`select member_id from applications order by member_id`.execute(db)).rows.map(
      (row) => row.member_id,
    );
    expect(applications).toEqual(['member-banking', 'member-registered', 'member-submitted']);
    const accounts = (await sql<{ member_id: string }>`select member_id from bank_registrations`.execute(db)).rows.map(
      (row) => row.member_id,
    );
    expect(accounts).toEqual(['member-registered']);

    await createMigrator(db).migrateToLatest();
    const host = {
      db: subject.app.db,
      today: testToday,
      now: new Date(`${testToday}T12:00:00+09:00`),
      flags: subject.app.productConfig.featureFlags,
      messages: subject.app.messages,
      partnerCarrier: partnerCarrierOf(subject.app.config),
      passwordCost: subject.app.config.PASSWORD_HASH_COST,
    };
    const apply = await readFlow(host, findFlow('apply')!, { memberId: 'member-drafting', role: 'applicant', cardId: null });
    expect(apply.view).toMatchObject({
      status: 'draft',
      version: 1,
      currentStep: 'zipcode',
      currentRoute: '/apply/zipcode',
      answers: answersUntilZipcode,
      facts: { campaignCode: '1001', shopId: 'XX0001' },
    });
    const submitted = await readFlow(host, findFlow('apply')!, { memberId: 'member-submitted', role: 'applicant', cardId: null });
    expect(submitted.view).toMatchObject({
      status: 'done',
      result: { state: 'underReview', route: '/apply/under-review', data: { inquiryNumber: '1234567890123456' } },
    });
    const bank = await readFlow(host, findFlow('bank')!, { memberId: 'member-banking', role: 'applicant', cardId: null });
    expect(bank.view).toMatchObject({ status: 'draft', currentStep: 'bankDetail', answers: { bankList: { bankCode: '0033' } } });
  });

  it('puts the drafts back in the old shape on the way down', async () => {
    const down = await createMigrator(db).migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    const application = (await sql<Record<string, unknown>>`select * from applications where member_id = 'member-drafting'`.execute(db))
      .rows[0];
    expect(application).toMatchObject({
      status: 'draft',
      current_step: 'zipcode',
      answers: answersUntilZipcode,
      campaign_code: '1001',
      ad_data: '{"medium":"app"}',
      shop_id: 'XX0001',
      schema_version: schemaVersion,
    });
    expect((application!['consented_at'] as Date).toISOString()).toBe('2026-11-20T01:02:03.000Z');
    const bank = (await sql<Record<string, unknown>>`select * from bank_registrations order by member_id`.execute(db)).rows;
    expect(bank.map((row) => [row['member_id'], row['status']])).toEqual([
      ['member-banking', 'draft'],
      ['member-registered', 'registered'],
    ]);
    await createMigrator(db).migrateToLatest();
  });
});
