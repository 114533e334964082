import { processorSecretOf } from '../server/cardEvents/developmentSecret';
import { PROCESSOR_EVENTS_PATH } from '../server/cardEvents/processorEventsRoute';
import { isStandInScenario, STAND_IN_SCENARIOS, standInEvents } from '../server/cardEvents/processorStandIn';
import { signedRequest } from '../server/cardEvents/signedRequest';
import { secretSetting } from '../server/plugins/external/secretFiles';
import { demoCardToken } from '../server/seed/seedDemoData';

/**
 * `npm run processor-events -- <scenario> <login id> [card index]`: the demo's card processor stand-in (issue 60). It
 * signs a scenario's events for a demo member's card as the processor would and POSTs them to a running server's
 * /processor/v1/events over HTTP (PROCESSOR_EVENTS_URL, else http://localhost:$PORT), signed with
 * PROCESSOR_WEBHOOK_SECRET (or its _FILE), else the development key the server also takes outside production.
 */
const usage = `使い方 / usage: npm run processor-events -- <${STAND_IN_SCENARIOS.join('|')}> <login id> [card index, from 0]`;

async function main(): Promise<void> {
  const [scenario, loginId, index = '0'] = process.argv.slice(2);
  if (!isStandInScenario(scenario) || !loginId || !/^[0-9]$/.test(index)) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const base = process.env['PROCESSOR_EVENTS_URL'] ?? `http://localhost:${process.env['PORT'] ?? '3000'}`;
  const configured = secretSetting(process.env, 'PROCESSOR_WEBHOOK_SECRET');
  const secret = processorSecretOf({
    PROCESSOR_WEBHOOK_SECRET: typeof configured === 'string' && configured !== '' ? configured : undefined,
  });
  for (const event of standInEvents(scenario, demoCardToken(loginId, Number(index)))) {
    const { body, headers } = signedRequest(secret, event);
    const answer = await fetch(new URL(PROCESSOR_EVENTS_PATH, base), { method: 'POST', headers, body });
    const text = await answer.text();
    console.log(`${event.kind} ${event.eventId}: ${answer.status} ${text}`);
    if (!answer.ok) process.exitCode = 1;
  }
}

await main();
