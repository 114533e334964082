import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../tests/helpers/buildTestApp';
import { loadProductConfig } from './productConfig';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of config/ with one file edited, as a product person might. */
function configWith(file: string, edit: (json: Record<string, unknown>) => void): string {
  const folder = mkdtempSync(join(tmpdir(), 'card-web-config-'));
  folders.push(folder);
  cpSync('config', folder, { recursive: true });
  const json = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(join(folder, file), JSON.stringify(json));
  return folder;
}

describe('product config', () => {
  it('loads the shipped flags and campaigns', async () => {
    const config = await loadProductConfig('config');
    expect(config.featureFlags['appIntegrationDay1']?.enabled).toBe(false);
    expect(config.campaigns.length).toBeGreaterThan(20);
  });

  it('names the file and the field when a flag is not true or false', async () => {
    const folder = configWith('featureFlags.json', (json) => {
      (json['flags'] as Record<string, { enabled: unknown }>)['sbIdLinkage']!.enabled = 'yes';
    });
    await expect(loadProductConfig(folder)).rejects.toThrow('config/featureFlags.json: flags.sbIdLinkage.enabled must be boolean');
  });

  it('names the unexpected field when a campaign has a typo', async () => {
    const folder = configWith('campaigns.json', (json) => {
      (json['campaigns'] as Record<string, unknown>[])[2]!['pionts'] = 100;
    });
    await expect(loadProductConfig(folder)).rejects.toThrow('config/campaigns.json: campaigns.2 must NOT have additional properties "pionts"');
  });

  it('names the field when a support number is not a Japanese telephone number, or a campaign body carries HTML', async () => {
    const support = configWith('support.json', (json) => {
      (json['contacts'] as Record<string, unknown>[])[0]!['telephone'] = '0120000110';
    });
    await expect(loadProductConfig(support)).rejects.toThrow('config/support.json: contacts.0.telephone must match pattern');
    const campaigns = configWith('campaigns.json', (json) => {
      (json['campaigns'] as Record<string, unknown>[])[0]!['body'] = [{ html: '<script>alert(1)</script>' }];
    });
    await expect(loadProductConfig(campaigns)).rejects.toThrow('config/campaigns.json: campaigns.0.body.0');
  });

  it('refuses a campaign that ends before it starts', async () => {
    const folder = configWith('campaigns.json', (json) => {
      (json['campaigns'] as Record<string, unknown>[])[0]!['endsOn'] = '2020-01-01';
    });
    await expect(loadProductConfig(folder)).rejects.toThrow('config/campaigns.json: campaigns.0.endsOn is before startsOn');
  });

  it('loads the page a PC browser is sent to instead of the apply pages, and refuses one that is not https', async () => {
    expect((await loadProductConfig('config')).externalPages.pcSignUpUrl).toMatch(/^https:\/\//);
    const folder = configWith('externalPages.json', (json) => {
      json['pcSignUpUrl'] = 'http://example.com/signup';
    });
    await expect(loadProductConfig(folder)).rejects.toThrow('config/externalPages.json: pcSignUpUrl must match pattern "^https://"');
  });

  it('says so when a file is not JSON at all', async () => {
    const folder = configWith('featureFlags.json', () => undefined);
    writeFileSync(join(folder, 'featureFlags.json'), '{ "flags": ');
    await expect(loadProductConfig(folder)).rejects.toThrow(/config\/featureFlags.json: \(file\) is not valid JSON/);
  });

  it('stops the server from starting on a bad config file', async () => {
    const folder = configWith('featureFlags.json', (json) => {
      delete json['flags'];
    });
    await expect(buildTestApp({ CONFIG_DIR: folder })).rejects.toThrow("config/featureFlags.json: (file) must have required property 'flags'");
  });
});
