import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A copy of config/ with the given feature flags switched, for an app built on it (`CONFIG_DIR`): the way a test
 * runs the service as product staff would have set the flags. The caller removes the folder.
 */
export function configWithFlags(flags: Readonly<Record<string, boolean>>): string {
  const folder = mkdtempSync(join(tmpdir(), 'card-config-'));
  cpSync('config', folder, { recursive: true });
  const file = join(folder, 'featureFlags.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { flags: Record<string, { enabled: boolean }> };
  for (const [name, enabled] of Object.entries(flags)) {
    const flag = json.flags[name];
    if (!flag) throw new Error(`config/featureFlags.json has no flag ${name}`);
    flag.enabled = enabled;
  }
  writeFileSync(file, JSON.stringify(json));
  return folder;
}
