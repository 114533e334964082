/**
 * The image definition and the example orchestration file, read as an operator's tools would read them (no container
 * runtime runs here): the Containerfile builds in one stage and runs in another with production dependencies only, as
 * a user other than root, health-checked by readiness; deploy/compose.yaml is the reference topology (three
 * instances behind HAProxy by /readyz, Patroni in synchronous mode), and the server's own settings check, with
 * NODE_ENV=production, accepts what it sets for the instances once filled with deploy/example.env's shape and real
 * secrets, and refuses the example's own; the database containers' check refuses those the server never sees.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import envPlugin, { environmentSchema } from '../../server/plugins/external/env';
import { parseYamlSubset, type YamlValue } from './yamlSubset';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The Containerfile's instructions, continuation lines joined and comments dropped. */
const instructions = read('Containerfile')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const stageStarts = instructions.flatMap((line, index) => (/^FROM /i.test(line) ? [index] : []));
const finalStage = instructions.slice(stageStarts.at(-1));

type Mapping = { [key: string]: YamlValue };
function mapping(value: YamlValue | undefined, what: string): Mapping {
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error(`${what} is not a mapping`);
  return value;
}

const compose = mapping(parseYamlSubset(read('deploy/compose.yaml')), 'compose.yaml');
const services = mapping(compose.services, 'services');
/** The services built from the root Containerfile (the context `..` of deploy/): the instances of this service. */
const servers = Object.entries(services).filter(([, service]) => {
  const build = mapping(mapping(service, 'service').build ?? {}, 'build');
  return build.context === '..' && build.dockerfile === 'Containerfile';
});
const haproxyConfig = read('deploy/haproxy/haproxy.cfg');

/** `${NAME}`, `${NAME:-default}` and `${NAME:?message}` as compose fills them, from deploy/example.env. */
function interpolate(text: string, variables: ReadonlyMap<string, string>): string {
  return text.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_whole, name: string, operator?: string, fallback?: string) => {
    const value = variables.get(name);
    if (value !== undefined && value !== '') return value;
    if (operator === '-') return fallback ?? '';
    throw new Error(`${name} is required by compose.yaml and missing from deploy/example.env`);
  });
}
const exampleEnvironment = new Map(
  read('deploy/example.env')
    .split('\n')
    .filter((line) => /^[A-Z]/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);

describe('Containerfile', () => {
  it('builds in one stage from Node 24 and runs in another', () => {
    expect(stageStarts.length).toBeGreaterThanOrEqual(2);
    for (const start of stageStarts) expect(instructions[start]).toMatch(/^FROM \S*node:24[^\s]* AS \w+$/i);
    const build = instructions.slice(stageStarts[0], stageStarts.at(-1));
    expect(build).toContain('RUN npm ci');
    expect(build).toContain('RUN npm run build');
  });

  it('runs with production dependencies only and the built front end', () => {
    expect(finalStage.some((line) => /^RUN npm ci --omit=dev\b/.test(line))).toBe(true);
    expect(finalStage.some((line) => /^COPY --from=\w+ \/app\/dist \.\/dist$/.test(line))).toBe(true);
    expect(finalStage.at(-1)).toBe('CMD ["node", "--import", "tsx", "server/main.ts"]');
  });

  it('runs as a user other than root', () => {
    const users = finalStage.filter((line) => /^USER /.test(line)).map((line) => line.slice(5).trim());
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it('is healthy while /readyz answers', () => {
    expect(finalStage.find((line) => line.startsWith('HEALTHCHECK'))).toMatch(/CMD .*\/readyz/);
  });
});

describe('deploy/compose.yaml', () => {
  it('runs three instances of the service, each health-checked by /readyz', () => {
    expect(servers.map(([name]) => name).sort()).toEqual(['server1', 'server2', 'server3']);
    for (const [, service] of servers) expect(JSON.stringify(mapping(service, 'server').healthcheck)).toContain('/readyz');
  });

  it('has a health check on every service', () => {
    for (const [name, service] of Object.entries(services)) expect(mapping(service, name).healthcheck, name).toBeDefined();
  });

  it('routes browsers round-robin over the three instances by /readyz in its HAProxy', () => {
    const haproxy = mapping(services.haproxy, 'haproxy');
    expect(String(haproxy.image)).toMatch(/haproxy/);
    expect(JSON.stringify(haproxy.volumes)).toContain('./haproxy/haproxy.cfg:');
    const backend = /backend servers\n((?: {2}.*\n)+)/.exec(haproxyConfig)?.[1] ?? '';
    expect(backend).toContain('balance roundrobin');
    expect(backend).toContain('option httpchk GET /readyz');
    for (const [name] of servers) expect(backend).toMatch(new RegExp(`server ${name} ${name}:3000 check`));
  });

  it('runs PostgreSQL under Patroni with etcd, in synchronous mode, the database door following the primary', () => {
    const nodes = Object.entries(services).filter(([, service]) => mapping(service, 'service').image === 'card-web-patroni:latest');
    expect(nodes).toHaveLength(2);
    expect(services.etcd).toBeDefined();
    expect(read('deploy/patroni/patroni.yml')).toMatch(/^ {4}synchronous_mode: true$/m);
    expect(read('deploy/patroni/Containerfile')).toMatch(/^FROM \S*debian:bookworm/m);
    expect(haproxyConfig).toMatch(/backend primary\n(?: {2}.*\n)* {2}option httpchk GET \/primary\n/);
  });

  it('archives the WAL from whichever node is primary and backs up each night to an encrypted repository off the machines (issue 56)', () => {
    const patroni = read('deploy/patroni/patroni.yml');
    expect(patroni).toMatch(/^ {8}archive_mode: "on"$/m);
    expect(patroni).toMatch(/^ {8}archive_command: "pgbackrest --stanza=card-web archive-push %p"$/m);
    // The stanza the local cluster's restore drill proves (scripts/cluster/configFiles.ts).
    expect(read('scripts/cluster/configFiles.ts')).toContain("export const stanza = 'card-web';");
    const image = read('deploy/patroni/Containerfile');
    expect(image).toMatch(/apt-get install[^\n]* pgbackrest /);
    for (const file of ['pgbackrest/pgbackrest.conf', 'pgbackrest/backup.sh', 'pgbackrest/backup-schedule.sh'])
      expect(image).toContain(`COPY ${file} `);
    const repository = read('deploy/pgbackrest/pgbackrest.conf');
    expect(repository).toMatch(/^repo1-type=s3$/m);
    expect(repository).toMatch(/^repo1-cipher-type=aes-256-cbc$/m);
    const nodes = Object.values(services).filter((service) => mapping(service, 'service').image === 'card-web-patroni:latest');
    for (const node of nodes) {
      const environment = Object.keys(mapping(mapping(node, 'node').environment, 'environment'));
      expect(environment).toEqual(
        expect.arrayContaining([
          'PGBACKREST_REPO1_S3_BUCKET',
          'PGBACKREST_REPO1_S3_KEY_SECRET',
          'PGBACKREST_REPO1_CIPHER_PASS',
          'BACKUP_RECORD_URL',
        ]),
      );
    }
  });

  it("fails over on the timings the cluster's fault test measures (issue 56)", () => {
    const timings = (text: string) =>
      Object.fromEntries(
        ['ttl', 'loop_wait', 'retry_timeout', 'primary_start_timeout'].map((name) => [
          name,
          new RegExp(`^ {4}${name}: (\\d+)$`, 'm').exec(text)?.[1],
        ]),
      );
    const measured = timings(read('scripts/cluster/configFiles.ts'));
    expect(measured.ttl).toBeDefined();
    expect(timings(read('deploy/patroni/patroni.yml'))).toEqual(measured);
  });

  it('sets for the instances only settings the server knows', () => {
    const known = Object.keys(environmentSchema.properties);
    for (const [name, service] of servers) {
      const unknown = Object.keys(mapping(mapping(service, name).environment, `${name}.environment`)).filter((key) => !known.includes(key));
      expect(unknown, name).toEqual([]);
    }
  });

  /** What each of `containers` is started with, compose's variables filled from `filled`. */
  const settingsOf = (containers: readonly (readonly [string, YamlValue])[]) => (filled: ReadonlyMap<string, string>) =>
    containers.map(([name, service]) => {
      const environment = mapping(mapping(service, name).environment, `${name}.environment`);
      return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(String(value), filled)]));
    });
  const instanceSettings = settingsOf(servers);
  const nodeSettings = settingsOf(
    Object.entries(services).filter(([, service]) => mapping(service, 'service').image === 'card-web-patroni:latest'),
  );
  /** The settings check alone (server/plugins/external/env.ts), as the server runs it first at start. */
  const settingsCheck = async (data: Record<string, string>) => {
    const app = Fastify({ logger: false });
    try {
      await app.register(envPlugin, { data });
      await app.ready();
      return app.config;
    } finally {
      await app.close();
    }
  };

  // An operator's own secrets in place of the example's: the same shape, other characters.
  const own = new Map([...exampleEnvironment].map(([key, value]) => [key, value.replaceAll('example-', 'k3Yq-')]));

  it('sets everything production requires: the settings check passes with NODE_ENV=production once the secrets are real', async () => {
    for (const data of instanceSettings(own)) {
      expect(data.NODE_ENV).toBe('production');
      expect((await settingsCheck(data)).DATABASE_URL).toMatch(/@haproxy:5000\//);
    }
  });

  it('refuses to start in production on the example secrets of deploy/example.env, naming each', async () => {
    for (const data of instanceSettings(exampleEnvironment))
      await expect(settingsCheck(data)).rejects.toThrow(
        /example secrets .* refused in production: OIDC_CLIENT_SECRET, OPS_OIDC_CLIENT_SECRET, CARD_DATA_TOKEN, PROCESSOR_WEBHOOK_SECRET, CARRIER_API_TOKEN, CREDIT_BUREAU_TOKEN, SMS_GATEWAY_TOKEN, SMTP_URL, DATABASE_URL$/,
      );
  });

  /** The database container's own check, run first by its entrypoint: its exit status and what it wrote. */
  const nodeCheck = (data: Record<string, string>) => {
    const script = fileURLToPath(new URL('../../deploy/patroni/refuse-example-secrets.sh', import.meta.url));
    const { status, stdout, stderr } = spawnSync('sh', [script], { env: data, encoding: 'utf8' });
    return { status, output: stdout + stderr };
  };
  // A secret by its name, or a URL with a password in it (SMTP_URL): the example's values of these are public.
  const secretNames = [...exampleEnvironment]
    .filter(([name, value]) => /(SECRET|TOKEN|PASSWORD|PASS|KEY)$/.test(name) || /^[a-z]+:\/\/[^/@:]*:[^/@]+@/.test(value))
    .map(([name]) => name);

  it('starts the database containers past their own check once the secrets are real, run before anything else', () => {
    const entrypoint = read('deploy/patroni/entrypoint.sh');
    expect(entrypoint.indexOf('/usr/local/bin/refuse-example-secrets.sh\n')).toBeGreaterThan(0);
    expect(entrypoint.indexOf('/usr/local/bin/refuse-example-secrets.sh\n')).toBeLessThan(entrypoint.indexOf('backup-schedule.sh'));
    expect(read('deploy/patroni/Containerfile')).toContain(
      'COPY patroni/refuse-example-secrets.sh /usr/local/bin/refuse-example-secrets.sh',
    );
    for (const data of nodeSettings(own)) expect(nodeCheck(data)).toEqual({ status: 0, output: '' });
  });

  it('refuses each secret of deploy/example.env left as it is, in every container it reaches, in one line naming the setting', async () => {
    expect(secretNames).toEqual(expect.arrayContaining(['OIDC_CLIENT_SECRET', 'SMTP_URL', 'CARDWEB_DB_PASSWORD', 'BACKUP_CIPHER_PASS']));
    for (const secret of secretNames) {
      const filled = new Map(own).set(secret, exampleEnvironment.get(secret) ?? '');
      // The settings the example's value lands in, container by container (CARDWEB_DB_PASSWORD: the server's
      // DATABASE_URL and the nodes' own variable).
      const reached = (settings: typeof instanceSettings) =>
        settings(filled)
          .map((data, index) => ({ data, names: Object.keys(data).filter((key) => data[key] !== settings(own)[index]?.[key]) }))
          .filter(({ names }) => names.length > 0);
      const serverRefusals = reached(instanceSettings);
      const nodeRefusals = reached(nodeSettings);
      expect(serverRefusals.length + nodeRefusals.length, `${secret} reaches no container that checks it`).toBeGreaterThan(0);
      const refusal = (names: readonly string[]) =>
        `本番環境で例の秘密情報は使えません / the example secrets of deploy/example.env are refused in production: ${names.join(', ')}`;
      for (const { data, names } of serverRefusals) await expect(settingsCheck(data), secret).rejects.toThrow(new Error(refusal(names)));
      for (const { data, names } of nodeRefusals) expect(nodeCheck(data), secret).toEqual({ status: 1, output: `${refusal(names)}\n` });
    }
  });
});
