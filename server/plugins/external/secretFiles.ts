import { readFileSync } from 'node:fs';

/** The settings that hold a secret: a token, a key, or a URL with a password in it. */
export const SECRET_SETTINGS = [
  'OIDC_CLIENT_SECRET',
  'OPS_OIDC_CLIENT_SECRET',
  'CARD_DATA_TOKEN',
  'PROCESSOR_WEBHOOK_SECRET',
  'CARRIER_API_TOKEN',
  'CREDIT_BUREAU_TOKEN',
  'SMS_GATEWAY_TOKEN',
  'CARD_PROCESSOR_KEY',
  'SMTP_URL',
  'DATABASE_URL',
  'UPLOAD_S3_URL',
] as const;
export type SecretSetting = (typeof SECRET_SETTINGS)[number];

/**
 * Every secret setting may come from a file instead (`<NAME>_FILE=/run/secrets/…`, where a container runtime mounts
 * its secrets), so that it is not in the process's environment, which a child process, a crash dump and `ps e`
 * read. The value is the file's text without its final line end; both forms at once is a mistake, refused. A refusal
 * names the setting and the file's path, never what the file holds.
 */
export function secretSetting<Value>(data: Readonly<Record<string, Value>>, name: SecretSetting): Value | string | undefined {
  const path = data[`${name}_FILE`];
  if (typeof path !== 'string' || path === '') return data[name];
  if (data[name] !== undefined && data[name] !== '')
    throw new Error(`${name} と ${name}_FILE の両方が設定されています / set ${name} or ${name}_FILE, not both`);
  try {
    return readFileSync(path, 'utf8').replace(/\r?\n$/, '');
  } catch {
    throw new Error(`${name}_FILE のファイルを読めません / cannot read ${name}_FILE (${path})`);
  }
}

/** The environment with every secret read from its file where one is named, as the settings check reads it. */
export function withSecretFiles(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...data };
  for (const name of SECRET_SETTINGS) {
    const value = secretSetting(data, name);
    if (value !== undefined) filled[name] = value;
  }
  return filled;
}
