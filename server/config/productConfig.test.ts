import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../tests/helpers/buildTestApp';
import { FEATURE_FLAGS } from '../../enums/featureFlags';
import { loadProductConfig, ProductConfigError } from './productConfig';

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
    await expect(loadProductConfig(folder)).rejects.toThrow(
      'config/campaigns.json: campaigns.2 must NOT have additional properties "pionts"',
    );
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

  it('refuses a footer link to a page that does not exist, a page linked from nowhere, and a text naming an unknown value', async () => {
    const footer = configWith('siteFooter.json', (json) => {
      (json['links'] as Record<string, unknown>[])[0]!['path'] = '/site/privcy';
    });
    const refused = loadProductConfig(footer);
    await expect(refused).rejects.toThrow('config/siteFooter.json: links.0.path "/site/privcy" is no page of sitePages.json');
    await expect(refused).rejects.toThrow('config/sitePages.json: pages.privacy is linked from nowhere');
    const pages = configWith('sitePages.json', (json) => {
      (json['pages'] as Record<string, { body: unknown[] }>)['terms']!.body.push({ paragraph: '{{annualFee}}円です。' });
    });
    await expect(loadProductConfig(pages)).rejects.toThrow(
      'config/sitePages.json: pages.terms.body.7 names {{annualFee}}, which has no value',
    );
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

  it('refuses a misspelled flag and a deleted one, naming each, rather than leaving them silently off', async () => {
    const folder = configWith('featureFlags.json', (json) => {
      const flags = json['flags'] as Record<string, unknown>;
      flags['sbIdLinkge'] = flags['sbIdLinkage'];
      delete flags['sbIdLinkage'];
      delete flags['colourDesign'];
    });
    const refused = await loadProductConfig(folder).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ProductConfigError);
    expect((refused as ProductConfigError).problems.map((problem) => problem.field)).toEqual([
      'flags.sbIdLinkge',
      'flags.sbIdLinkage',
      'flags.colourDesign',
    ]);
    expect((refused as ProductConfigError).message).toContain('config/featureFlags.json: flags.sbIdLinkge is not a flag the code reads');
    expect((refused as ProductConfigError).message).toContain('コードが読まないフラグ名です');
    expect((refused as ProductConfigError).message).toContain(
      'config/featureFlags.json: flags.colourDesign is missing: the code reads this flag',
    );
  });

  it('defines exactly the flags the code reads, none of them unread', async () => {
    expect(Object.keys((await loadProductConfig('config')).featureFlags).sort()).toEqual([...FEATURE_FLAGS].sort());
  });

  it('refuses duplicate campaign codes and slugs and a code outside 1001 to 6118, with every mistake of every file at once', async () => {
    const folder = configWith('campaigns.json', (json) => {
      const campaigns = json['campaigns'] as Record<string, unknown>[];
      campaigns[1]!['code'] = campaigns[0]!['code'];
      campaigns[3]!['slug'] = campaigns[2]!['slug'];
      campaigns[4]!['code'] = '6500';
      campaigns[5]!['endsOn'] = '2020-01-01';
    });
    const flags = JSON.parse(readFileSync(join(folder, 'featureFlags.json'), 'utf8')) as { flags: Record<string, { enabled: unknown }> };
    flags.flags['sbIdLinkage']!.enabled = 'yes';
    writeFileSync(join(folder, 'featureFlags.json'), JSON.stringify(flags));
    const refused = (await loadProductConfig(folder).then(
      () => null,
      (error: unknown) => error,
    )) as ProductConfigError;
    expect(refused.problems.map(({ file, field }) => `${file} ${field}`)).toEqual([
      'featureFlags.json flags.sbIdLinkage.enabled',
      'campaigns.json campaigns.1.code',
      'campaigns.json campaigns.3.slug',
      'campaigns.json campaigns.4.code',
      'campaigns.json campaigns.5.endsOn',
    ]);
    expect(refused.message).toContain(
      'config/campaigns.json: campaigns.4.code must be from 1001 to 6118（campaigns.4.code: 1001〜6118の範囲にしてください）',
    );
    // The schema's own findings in Japanese too (ajv-i18n).
    expect(refused.message).toMatch(/flags\.sbIdLinkage\.enabled must be boolean（flags\.sbIdLinkage\.enabled: .*boolean/);
  });

  it('stops the server from starting on a bad config file', async () => {
    const folder = configWith('featureFlags.json', (json) => {
      delete json['flags'];
    });
    await expect(buildTestApp({ CONFIG_DIR: folder })).rejects.toThrow(
      "config/featureFlags.json: (file) must have required property 'flags'",
    );
  });
});
