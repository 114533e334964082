import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 A and AA, the level the Digital Agency's design system asks of public services. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over the page as it is now. Legacy mode runs axe.run in the page itself: the default (runPartial, then
 * finishRun in a new blank page) exists for cross-origin frames, which our pages do not have, and costs about
 * 0.3 s more per check (measured on the story sweep: 440 ms against 165 ms).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true);
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.length}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * For a document that stays loaded while its content changes (Storybook's preview switching stories): axe is
 * put into the page once, and each check is only the run (35 ms a story instead of 165 ms with re-injection).
 * The run must have checked something, so a selector matching nothing cannot pass silently.
 */
export async function axeViolationsInPlace(page: Page, include: string): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  const run = `axe.run(${JSON.stringify(include)}, { runOnly: { type: 'tag', values: ${JSON.stringify(wcagTags)} } })
    .then((result) => ({ passes: result.passes.length, violations: result.violations.map((v) => v.id + ': ' + v.help + ' (' + v.nodes.length + ': ' + v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ') + ')') }))`;
  const result = (await page.evaluate(run)) as { passes: number; violations: string[] };
  if (result.passes === 0) throw new Error(`axe checked nothing in ${include}`);
  return result.violations;
}
