import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe('database access', () => {
  it('keeps two concurrent transactions apart: a rolled-back one leaves no trace in the other', async () => {
    const db = subject.app.db;
    const failing = db.transaction().execute(async (trx) => {
      await trx.updateTable('cards').set({ nickname: 'rolled back' }).where('id', '=', 'card-regular-1').execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('abort');
    });
    const succeeding = db.transaction().execute(async (trx) => {
      await trx.updateTable('cards').set({ nickname: 'kept' }).where('id', '=', 'card-gold-1').execute();
    });
    await expect(failing).rejects.toThrow('abort');
    await succeeding;
    const names = await db
      .selectFrom('cards')
      .select(['id', 'nickname'])
      .where('id', 'in', ['card-regular-1', 'card-gold-1'])
      .orderBy('id')
      .execute();
    expect(names).toEqual([
      { id: 'card-gold-1', nickname: 'kept' },
      { id: 'card-regular-1', nickname: 'Visaカード' },
    ]);
  });

  it('reads calendar dates as YYYY-MM-DD text, whatever the process time zone', async () => {
    const card = await subject.app.db.selectFrom('cards').select('issued_on').where('id', '=', 'card-regular-1').executeTakeFirstOrThrow();
    expect(card.issued_on).toBe('2024-11-10');
  });

  it('reports affected rows for parameterised and plain statements alike', async () => {
    const updated = await subject.app.db
      .updateTable('messages')
      .set({ read_flg: '0' })
      .where('member_id', '=', 'member-gold')
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(3);
    const plain = await sql`update messages set read_flg = '1' where member_id = 'member-gold'`.execute(subject.app.db);
    expect(Number(plain.numAffectedRows)).toBe(3);
  });

  it('names the constraint a statement broke, the second time as the first (a prepared statement fails as a fresh one)', async () => {
    const db = subject.app.db;
    const insert = () =>
      db
        .insertInto('idempotency_keys')
        .values({ scope: 'member:test', key: 'same-key-twice', request_hash: 'h', state: 'in_flight' })
        .execute();
    await insert();
    for (const attempt of [1, 2]) {
      const failure = await insert().then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure, `attempt ${attempt}`).toMatchObject({ code: '23505' });
    }
  });

  it('answers with the new columns after a table changes between two runs of the same statement', async () => {
    const db = subject.app.db;
    await sql`create table shape_change (id text primary key)`.execute(db);
    await sql`insert into shape_change values ('a')`.execute(db);
    const read = () => sql<Record<string, unknown>>`select * from shape_change where id = ${'a'}`.execute(db);
    expect((await read()).rows).toEqual([{ id: 'a' }]);
    expect((await read()).rows).toEqual([{ id: 'a' }]);
    await sql`alter table shape_change add column label text not null default 'x'`.execute(db);
    expect((await read()).rows).toEqual([{ id: 'a', label: 'x' }]);
  });

  it.runIf(process.env['TEST_DATABASE'] !== 'postgres')('prepares a statement once on PGlite, however often it runs', async () => {
    const db = subject.app.db;
    for (let run = 0; run < 20; run += 1) await db.selectFrom('cards').select('id').where('member_id', '=', `member-${run}`).execute();
    const prepared = await sql<{
      count: number;
    }>`select count(*)::int as count from pg_prepared_statements where statement like ${'select "id" from "cards" where "member_id" = $1%'}`.execute(
      db,
    );
    expect(prepared.rows[0]?.count).toBe(1);
  });
});
