import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { createDatabase } from '../server/db/createDatabase';
import { migrateToLatest } from '../server/db/migrator';
import type { Database } from '../server/db/schema';
import { secretSetting } from '../server/plugins/external/secretFiles';
import { outboxProblems, resendDeadMessage } from '../server/outbox/outboxAdmin';

/**
 * `npm run outbox -- list` / `npm run outbox -- resend <id>` (issue 30 item 6): the messages that could not be
 * delivered or keep failing, and a resend of a dead one, for an operator in production, where /develop does not
 * exist. It opens the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR, which only one
 * process may open: stop the server first there). The running workers deliver a resent message at their next poll.
 */
const usage = '使い方 / usage: npm run outbox -- list | npm run outbox -- resend <id>';

async function main(db: Kysely<Database>, [command, id]: readonly string[]): Promise<number> {
  if (command === 'list') {
    const problems = await outboxProblems(db);
    if (problems.length === 0) console.log('送信できなかったメッセージはありません / no dead or failing messages');
    else
      console.table(
        problems.map(({ id: rowId, channel, kind, recipient, status, attempts, lastError, createdAt }) => ({
          id: rowId,
          channel,
          kind,
          recipient,
          status,
          attempts,
          lastError,
          createdAt,
        })),
      );
    return 0;
  }
  if (command === 'resend' && id && /^[1-9][0-9]{0,9}$/.test(id)) {
    const outcome = await resendDeadMessage(db, Number(id), `operator:${userInfo().username}`);
    const said = {
      resent: `メッセージ ${id} を再送します / message ${id} will be sent again`,
      notDead: `メッセージ ${id} は送信できなかったメッセージではありません / message ${id} is not dead`,
      oneTimeCode: `メッセージ ${id} は認証コードのため再送できません / message ${id} is a one-time code: the person asks for a new one`,
    }[outcome];
    console.log(said);
    return outcome === 'resent' ? 0 : 1;
  }
  console.error(usage);
  return 2;
}

const databaseUrl = secretSetting(process.env, 'DATABASE_URL');
const db = await createDatabase(
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: resolve(process.env['DATA_DIR'] ?? './data') },
);
await migrateToLatest(db as Kysely<unknown>);
const code = await main(db, process.argv.slice(2));
await db.destroy();
process.exit(code);
