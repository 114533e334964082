import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { fixedStatement } from './fixedStatements';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

const cardNickname = fixedStatement<{ nickname: string | null }>('select nickname from cards where id = $1');

describe('a statement written once as text', () => {
  it('runs with fresh parameters each call and is prepared once on its connection, on either database', async () => {
    const { nicknames, prepared } = await subject.app.db.connection().execute(async (connection) => {
      const first = await cardNickname(connection, ['card-regular-1']);
      const second = await cardNickname(connection, ['card-gold-1']);
      const statements = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
      return { nicknames: [...first.rows, ...second.rows], prepared: statements.rows.map((row) => row.statement) };
    });
    expect(nicknames).toHaveLength(2);
    expect(nicknames[0]?.nickname).toBe('Visaカード');
    expect(prepared.filter((statement) => statement === 'select nickname from cards where id = $1')).toHaveLength(1);
  });

  it('is prepared again when a migration changed what it answers, and answers the new columns', async () => {
    const scratch = fixedStatement<Record<string, unknown>>('select * from fixed_statement_scratch where id = $1');
    const answers = await subject.app.db.connection().execute(async (connection) => {
      await sql`create table fixed_statement_scratch (id int primary key)`.execute(connection);
      await sql`insert into fixed_statement_scratch values (1)`.execute(connection);
      const before = await scratch(connection, [1]);
      await sql`alter table fixed_statement_scratch add column note text default 'added'`.execute(connection);
      const after = await scratch(connection, [1]);
      await sql`drop table fixed_statement_scratch`.execute(connection);
      return [...before.rows, ...after.rows];
    });
    expect(answers).toEqual([{ id: 1 }, { id: 1, note: 'added' }]);
  });
});
