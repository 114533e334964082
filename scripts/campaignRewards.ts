import { hostname, userInfo } from 'node:os';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { tokyoToday } from '../validators/calendar';
import { recordAudit } from '../server/audit/auditLog';
import { evaluateCampaignRewards, runCampaignRewards, type CampaignRewardsRun } from '../server/campaigns/campaignRewards';
import { liveConfigVersions } from '../server/config/configVersions';
import { checkEditableConfig, loadProductConfig, type Campaign } from '../server/config/productConfig';
import { createDatabase } from '../server/db/createDatabase';
import { migrateToLatest } from '../server/db/migrator';
import type { Database } from '../server/db/schema';
import { secretSetting } from '../server/plugins/external/secretFiles';
import { createMessageComposer } from '../server/outbox/messageComposer';
import { loadMailTemplates } from '../server/outbox/mailTemplates';

/**
 * `npm run campaign-rewards` runs today's campaign reward job by hand (issue 31 item 4), as the servers do after
 * 03:00 Tokyo: nothing when an instance has already run today's. `npm run campaign-rewards -- --again` evaluates once
 * more whatever today's claim says (after a condition was corrected, say); a grant is still made once. It opens the
 * database the server uses (DATABASE_URL, else the embedded one in DATA_DIR, which only one process may open: stop
 * the server first there), reads the campaigns the servers read (the newest published version, else config/), and
 * writes each grant's mail to the outbox, which the running servers deliver. Each run is in the audit log.
 */
const usage = '使い方 / usage: npm run campaign-rewards [-- --again]';

/** The campaigns the servers run on: the newest version published in the console, else the files. */
async function liveCampaigns(db: Kysely<Database>, configDir: string): Promise<readonly Campaign[]> {
  const fromFiles = await loadProductConfig(configDir);
  const published = (await liveConfigVersions(db))['campaigns.json'];
  const checked = published ? checkEditableConfig('campaigns.json', published.body).value : undefined;
  return checked?.campaigns ?? fromFiles.campaigns;
}

async function main(db: Kysely<Database>, args: readonly string[]): Promise<number> {
  const again = args[0] === '--again';
  if (args.length > (again ? 1 : 0)) {
    console.error(usage);
    return 2;
  }
  const configDir = resolve(process.env['CONFIG_DIR'] ?? './config');
  const publicOrigin = process.env['PUBLIC_ORIGIN'] ?? `http://localhost:${process.env['PORT'] ?? '3000'}`;
  const options = {
    today: tokyoToday(new Date()),
    config: { campaigns: await liveCampaigns(db, configDir) },
    messages: createMessageComposer(await loadMailTemplates(configDir), publicOrigin),
  };
  const actor = `operator:${userInfo().username}`;
  const run: CampaignRewardsRun = again
    ? { claimed: true, ...(await evaluateCampaignRewards(db, options)) }
    : await runCampaignRewards(db, { ...options, instance: `${actor}@${hostname()}` });
  if (!run.claimed) {
    console.log(
      `${options.today} の特典付与は実行済みです（もう一度判定するには -- --again） / today's run (${options.today}) is done or under way; --again evaluates once more`,
    );
    return 0;
  }
  const { granted, alreadyGranted, notMet } = run;
  await db.transaction().execute((trx) =>
    recordAudit(trx, {
      actor,
      action: 'campaignRewards.run',
      subject: { type: 'scheduled_job', id: `campaignRewards:${options.today}` },
      detail: { again, granted, alreadyGranted, notMet },
    }),
  );
  console.log(
    `付与 ${granted}件、付与済み ${alreadyGranted}件、条件未達成 ${notMet}件 / granted ${granted}, already granted ${alreadyGranted}, not met ${notMet}`,
  );
  return 0;
}

const databaseUrl = secretSetting(process.env, 'DATABASE_URL');
const db = await createDatabase(
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: resolve(process.env['DATA_DIR'] ?? './data') },
);
await migrateToLatest(db as Kysely<unknown>);
const code = await main(db, process.argv.slice(2));
await db.destroy();
process.exit(code);
