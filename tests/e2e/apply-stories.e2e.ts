import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySchemas, form as applyForm } from '../../schemas/generated/apply';
import { form as bankForm } from '../../schemas/generated/bank';
import { balanceRaiseSchemas, form as balanceRaiseForm } from '../../schemas/generated/balanceRaise';
import { balanceReduceSchemas, form as balanceReduceForm } from '../../schemas/generated/balanceReduce';
import { cashingSimulationSchemas } from '../../schemas/generated/cashingSimulation';
import { errorScreens } from '../../enums/errorScreens';
import { cardPlanStoryFlows } from '../../stories/cardPlans/cardPlanStory';
import { cardSettingStoryFlows } from '../../stories/cardSettings/cardSettingStory';
import { hostStoryFlows } from '../../stories/flow/hostFlowStory';
import { flowStepsWithErrorState } from '../../stories/generateFlowErrorStories';
import { storyFlows } from '../../stories/storyFlows';
import type { Page } from 'playwright-core';
import { axeViolationsInPlace } from './axe';
import { phonesForThisFile } from './phone';
import { flowRegistry } from '../../flows/index';

const phones = phonesForThisFile();
// A secure context, as the app's own origin is (crypto.randomUUID for the Idempotency-Key needs one); nothing listens
// there, every request is answered from the built files.
const origin = 'http://localhost:6006';
let staticDir = '';
let storyIds: { id: string; name: string }[] = [];
let stepStories: { id: string; name: string }[] = [];

/**
 * The static Storybook, built here and served to Chromium from disk: no port, no dev server. Half a minute alone; as the
 * first file of a half beside the other half's journeys, a clean clone's CI build once outlasted the two minutes hooks get.
 */
beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'card-web-storybook-'));
  const built = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', staticDir], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`storybook build failed:\n${built.stdout}\n${built.stderr}`);
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; name: string; type: string }>;
  };
  storyIds = Object.values(index.entries).filter((entry) => entry.type === 'story');
  stepStories = storyIds.filter((story) => story.id.startsWith('apply-steps--'));
}, 300_000);

/**
 * Shows a story in the preview that is already loaded, as Storybook's own manager does, rather than loading the
 * preview again for each of three hundred stories (0.3 s each). Whatever a story leaves behind in the page is then
 * seen by the next one, as it would be by a designer clicking through the sidebar.
 */
async function showStory(page: Page, storyId: string): Promise<void> {
  if (!page.url().startsWith(`${origin}/iframe.html`)) {
    await page.goto(`${origin}/iframe.html?id=${storyId}&viewMode=story`);
    return;
  }
  const shown = `new Promise((resolve, reject) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const settle = (outcome) => {
      for (const [event, handler] of handlers) channel.off(event, handler);
      outcome();
    };
    const handlers = [
      ['storyRendered', () => settle(resolve)],
      ['storyErrored', (error) => settle(() => reject(new Error(error.title + ': ' + error.description)))],
      ['storyThrewException', (error) => settle(() => reject(new Error(error.message)))],
    ];
    for (const [event, handler] of handlers) channel.on(event, handler);
    channel.emit('setCurrentStory', { storyId: ${JSON.stringify(storyId)}, viewMode: 'story' });
  })`;
  await page.evaluate(shown);
}

afterAll(() => {
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

describe('the generated Storybook of the apply steps', () => {
  it('draws every step schema and every widget as a story at 390 px, with no WCAG 2.2 A/AA violation and no console error', async () => {
    expect(stepStories).toHaveLength(Object.keys(applySchemas).length);
    // Every credit-limit step the renderer draws (all but the two confirm pages) has a story.
    const creditLimitStories = storyIds.filter((story) => story.id.startsWith('creditlimit-steps--')).map((story) => story.id);
    for (const step of [...Object.keys(balanceRaiseSchemas), ...Object.keys(balanceReduceSchemas)].filter(
      (step) => !step.endsWith('onfirm'),
    )) {
      expect(creditLimitStories, step).toContain(`creditlimit-steps--${step.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`);
    }
    // Every page of the member area's read side, over the answers the server gives (stories/memberArea).
    expect(storyIds.filter((story) => story.id.startsWith('member-area-pages--')).length).toBeGreaterThanOrEqual(17);
    expect(storyIds.filter((story) => story.id.startsWith('errors-screens--'))).toHaveLength(Object.keys(errorScreens).length);
    // Every page of the staff console (issue 31): login, queue, case (open, refused, awaiting the second), audit, refusal.
    expect(storyIds.filter((story) => story.id.startsWith('console-pages--')).length).toBeGreaterThanOrEqual(17);
    // Every state of every card-plan flow (issue 17), drawn by the host's pages.
    const cardPlanStates = Object.values(cardPlanStoryFlows).reduce(
      (count, { flow }) => count + Object.keys(flow.machine.states).length,
      0,
    );
    expect(storyIds.filter((story) => story.id.startsWith('card-plans-pages--'))).toHaveLength(cardPlanStates);
    const cardSettingStates = Object.values(cardSettingStoryFlows).reduce(
      (count, { flow }) => count + Object.keys(flow.machine.states).length,
      0,
    );
    expect(storyIds.filter((story) => story.id.startsWith('card-settings-pages--'))).toHaveLength(cardSettingStates);
    const hostFlowStates = Object.values(hostStoryFlows).reduce((count, { flow }) => count + Object.keys(flow.machine.states).length, 0);
    expect(storyIds.filter((story) => story.id.startsWith('flows-pages--'))).toHaveLength(hostFlowStates);
    // Each form step's error state, for every flow (issue 19): the application's, and every other flow's.
    expect(storyIds.filter((story) => story.id.startsWith('flows-step-errors--'))).toHaveLength(flowStepsWithErrorState().length);
    // Every step title a flow story may show, gathered once rather than for each of the three hundred stories.
    const stepTitles = [applyForm, bankForm, balanceRaiseForm, balanceReduceForm, ...Object.values(storyFlows).map((data) => data.form)]
      .flatMap((form) => Object.values(form.schemas))
      .map((schema) => schema['title']);
    const drawAll = async (stories: readonly { id: string }[]): Promise<string[]> => {
      const phone = await phones.open();
      await phone.context.route(`${origin}/**`, async (route) => {
        const path = new URL(route.request().url()).pathname;
        await route.fulfill({ path: join(staticDir, path === '/' ? 'index.html' : decodeURIComponent(path)) });
      });
      for (const story of stories) {
        await showStory(phone.page, story.id);
        const heading = phone.page.locator('#storybook-root h1');
        await heading.waitFor();
        const title = await heading.textContent();
        // A flow's story draws a step, a confirm or a result page, headed by its schema's title; a member-area
        // or service page story draws its page over the server's answers, headed by the page's own title once they are read.
        if (story.id.startsWith('console-pages--')) {
          // The staff console's pages (issue 31), as the server draws them.
          expect(title, story.id).toBeTruthy();
        } else if (story.id.startsWith('member-area-') || story.id.startsWith('service-pages--')) {
          expect(title, story.id).toBeTruthy();
          await phone.page.locator('#storybook-root [role="status"]', { hasText: '読み込んでいます。' }).waitFor({ state: 'detached' });
        } else if (story.id.startsWith('errors-screens--')) {
          expect(
            Object.values(errorScreens).map((screen) => screen.heading),
            story.id,
          ).toContain(title);
        } else if (story.id.startsWith('flow-maps--')) {
          expect(['画面遷移図', ...flowRegistry.map((entry) => entry.id)], story.id).toContain(title);
        } else if (story.id.startsWith('cashing-simulation--')) {
          expect([cashingSimulationSchemas.input['title'], 'シミュレーション結果'], story.id).toContain(title);
        } else {
          expect(stepTitles, story.id).toContain(title);
        }
        // A step's error state (stories/submitEmpty.ts): the summary and the field messages are on the page axe checks.
        if (story.id.startsWith('apply-step-errors--') || story.id.startsWith('flows-step-errors--')) {
          await phone.page.locator('#storybook-root .error-summary').waitFor();
          expect(await phone.page.locator('#storybook-root .field__error').count(), story.id).toBeGreaterThan(0);
        }
        expect((await axeViolationsInPlace(phone.page, '#storybook-root')).map((violation) => `${story.id} ${violation}`)).toEqual([]);
      }
      return phone.problems.filter((problem) => !problem.includes('favicon'));
    };
    // Two phones take every other story each: one story's drawing and axe keep a core busy in turns with the test's
    // own process, and a second phone fills the gaps (CI's run: 195 s for the stories on one phone).
    const problems = await Promise.all([0, 1].map((half) => drawAll(storyIds.filter((_, index) => index % 2 === half))));
    expect(problems.flat()).toEqual([]);
  }, 300_000);
});
