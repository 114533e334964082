import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';

/** Real database errors, logged as the error handler logs them, on both databases. */
const lines: string[] = [];
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({}, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
  await subject.close();
});

const failureOf = async (query: Promise<unknown>): Promise<Error> =>
  query.then(
    () => {
      throw new Error('the query was expected to fail');
    },
    (error: unknown) => error as Error,
  );

describe('an error in the log', () => {
  it('keeps the database’s code and column, and drops the row it quotes and the value it refused', async () => {
    const { db } = subject.app;
    // A row short of a required column: PostgreSQL's detail quotes the whole failing row.
    const incomplete = await failureOf(
      sql`insert into members (id, oidc_subject, role) values (${'member-pii'}, ${'taro.yamada@example.jp'}, 'member')`.execute(db),
    );
    const refused = await failureOf(sql`select ${'山田太郎'}::integer`.execute(db));
    lines.length = 0;
    subject.app.log.error({ err: incomplete }, 'saving failed');
    subject.app.log.error({ err: refused }, 'reading failed');
    const [first, second] = lines.map((line) => JSON.parse(line) as { err: Record<string, unknown> });
    expect(first?.err).toMatchObject({ code: '23502', column: expect.any(String) });
    expect(second?.err).toMatchObject({ code: '22P02', message: expect.stringContaining('integer') });
    expect(lines.join('\n')).not.toMatch(/member-pii|taro\.yamada|山田太郎|"detail"/);
  });

  it('keeps an error of the service’s own whole: its message names no person', () => {
    lines.length = 0;
    subject.app.log.error({ err: new Error('the card processor answered "503"') }, 'card data failed');
    expect(JSON.parse(lines[0] ?? '{}').err.message).toBe('the card processor answered "503"');
  });
});
