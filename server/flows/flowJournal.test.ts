import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant } from '../apply/testing/applicant';
import { seedPersonLike } from '../seed/seedDemoData';

/**
 * What the host records per flow and step (issue 19), through the real routes: views, saves, refusals by field and
 * rule, completions, and the funnel /develop/flows draws from them — with no member, card, typed value or message in
 * the step records; and the append-only transition log a support engineer replays.
 */
const FLOW = '/external/v1/flows/mailSetting';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

async function member() {
  const loginId = (await seedPersonLike(subject.app.db, 'regular', { today: testToday }))!;
  return logInApplicant(subject.app, loginId);
}

const save = (person: Awaited<ReturnType<typeof member>>, answers: unknown) =>
  person.post(`${FLOW}/steps/mailAddress`, { answers }, { 'idempotency-key': crypto.randomUUID() });

describe('the flow journal', () => {
  it('counts who reached, left and finished each step, and the refusals by field and rule, without personal data', async () => {
    const leaver = await member();
    await leaver.get(`${FLOW}/entry`);
    expect((await save(leaver, { mailAddress: 'himitsu-no-tegami' })).statusCode).toBe(400);
    expect((await save(leaver, { mailAddress: 'leaver-new@example.jp' })).statusCode).toBe(200);

    const finisher = await member();
    await finisher.get(`${FLOW}/entry`);
    expect((await save(finisher, { mailAddress: '' })).statusCode).toBe(400);
    await save(finisher, { mailAddress: 'finisher-new@example.jp' });
    expect((await finisher.post(`${FLOW}/submit`, {}, { 'idempotency-key': crypto.randomUUID() })).statusCode).toBe(200);

    const funnels = (await leaver.get('/api/develop/flows')).json().data.flows as {
      flowId: string;
      started: number;
      completed: number;
      steps: {
        step: string;
        reached: number;
        leftHere: number;
        refusals: number;
        topErrors: { field: string; rule: string; count: number }[];
      }[];
    }[];
    const mail = funnels.find((flow) => flow.flowId === 'mailSetting')!;
    expect(mail).toMatchObject({ started: 2, completed: 1 });
    const step = (name: string) => mail.steps.find((entry) => entry.step === name)!;
    expect(step('mailAddress')).toMatchObject({ reached: 2, leftHere: 0, refusals: 2 });
    expect(
      step('mailAddress')
        .topErrors.map(({ field, rule }) => `${field}:${rule}`)
        .sort(),
    ).toEqual(['mailAddress:mailAddress', 'mailAddress:required']);
    expect(step('confirm')).toMatchObject({ leftHere: 1 });
    expect(step('complete')).toMatchObject({ reached: 1, leftHere: 0 });

    const events = JSON.stringify((await sql`select * from flow_step_events`.execute(subject.app.db)).rows);
    for (const secret of ['himitsu', 'leaver-new', 'finisher-new', leaver.memberId, finisher.memberId, 'example'])
      expect(events).not.toContain(secret);
  });

  it('keeps each draft’s transitions with a digest of its answers, and refuses to change or remove them', async () => {
    const person = await member();
    await save(person, { mailAddress: 'first@example.jp' });
    await save(person, { mailAddress: 'second@example.jp' });
    const log = await subject.app.db
      .selectFrom('flow_transitions')
      .selectAll()
      .where('owner_id', '=', person.memberId)
      .orderBy('id')
      .execute();
    expect(log.map((row) => `${row.from_step} → ${row.to_step}`)).toEqual(['mailAddress → confirm', 'mailAddress → confirm']);
    expect(log[0]!.answers_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(log[0]!.answers_digest).not.toBe(log[1]!.answers_digest);
    expect(JSON.stringify(log)).not.toContain('first@');
    await expect(sql`delete from flow_transitions where owner_id = ${person.memberId}`.execute(subject.app.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(
      sql`update flow_transitions set to_step = 'x' where owner_id = ${person.memberId}`.execute(subject.app.db),
    ).rejects.toThrow(/append-only/);
  });
});
