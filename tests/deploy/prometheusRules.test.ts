/**
 * Issue 56 item 3: deploy/prometheus as Prometheus itself reads it, with Debian's `promtool`: the scrape configuration
 * and its rule file are valid, every alert fires on the series it is about (alerts.test.yml), and every alert's
 * runbook link leads to a section of docs/operations.md.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../deploy/prometheus/', import.meta.url).pathname;
const promtool = (...args: string[]): string => execFileSync('promtool', args, { cwd: folder, encoding: 'utf8', stdio: 'pipe' });

describe('the Prometheus configuration and its alerts', () => {
  it('is a valid configuration whose rule file promtool accepts', () => {
    expect(promtool('check', 'config', 'prometheus.yml')).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('fires each alert on the series it is about and stays quiet on healthy ones', () => {
    expect(promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });

  it('links every alert to its own runbook section', () => {
    const rules = readFileSync(`${folder}alerts.yml`, 'utf8');
    const alerts = [...rules.matchAll(/- alert: (\w+)/g)].map((found) => found[1]);
    const links = [...rules.matchAll(/runbook_url: "docs\/operations\.md#([a-z0-9-]+)"/g)].map((found) => found[1]);
    expect(links).toEqual(alerts.map((alert) => alert?.toLowerCase()));
    const headings = new Set(
      [...readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8').matchAll(/^#{2,3} (.+)$/gm)].map((found) =>
        found[1]
          ?.toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replaceAll(' ', '-'),
      ),
    );
    for (const link of links) expect(headings, link).toContain(link);
  });
});
