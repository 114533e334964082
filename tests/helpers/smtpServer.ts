import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  readonly envelope: { readonly from: string | null; readonly to: readonly string[] };
  readonly raw: string;
  readonly parsed: ParsedMail;
}

export interface SmtpServer {
  /** The SMTP_URL to give the app (with the server's login). */
  readonly url: string;
  /** Every message accepted so far, across restarts, in the order received. */
  readonly received: ReceivedMail[];
  /** Waits for the newest message to this address (bounded). */
  mailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Recipients of messages taken and never answered (`hang`): senders caught mid-delivery. */
  readonly hung: string[];
  /** Waits until at least `count` messages arrived (bounded). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops the process: connections are refused until start() runs again on the same port. */
  stop(): Promise<void>;
  /** Starts the process again on the same port; `hang` as for startSmtpServer (false when not given). */
  start(options?: { readonly hang?: boolean }): Promise<void>;
}

const user = 'card-web';
const password = 'p@ss/word';

/**
 * A real SMTP server process (tests/fixtures/smtp/smtpServerProcess.ts) on a loopback port, whose messages the test
 * reads parsed by mailparser; `refuse` lists recipients it answers 550.
 */
export async function startSmtpServer(options: { readonly refuse?: readonly string[]; readonly hang?: boolean } = {}): Promise<SmtpServer> {
  const received: ReceivedMail[] = [];
  const hung: string[] = [];
  let child: ChildProcess | undefined;
  let port = 0;
  let parsing: Promise<unknown> = Promise.resolve();

  const start = async ({ hang = false }: { readonly hang?: boolean } = {}): Promise<void> => {
    const process_ = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/smtp/smtpServerProcess.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        REFUSE: (options.refuse ?? []).join(','),
        SMTP_USER: user,
        SMTP_PASSWORD: password,
        HANG: hang ? '1' : '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = process_;
    const lines = createInterface({ input: process_.stdout! });
    port = await new Promise<number>((resolve, reject) => {
      process_.once('exit', (code) => reject(new Error(`SMTP server exited (${code})`)));
      lines.on('line', (line) => {
        const message = JSON.parse(line) as { listening?: number; envelope?: ReceivedMail['envelope']; raw?: string; hung?: string[] };
        if (message.listening !== undefined) resolve(message.listening);
        else if (message.hung) hung.push(...message.hung);
        else if (message.envelope && message.raw) {
          const raw = Buffer.from(message.raw, 'base64').toString('utf8');
          const envelope = message.envelope;
          parsing = parsing.then(async () => received.push({ envelope, raw, parsed: await simpleParser(raw) }));
        }
      });
    });
  };
  await start({ hang: options.hang ?? false });

  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    received,
    hung,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages at the SMTP server, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
        await parsing;
      }
      return received;
    },
    async mailTo(address, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await parsing;
        const found = received.filter((mail) => mail.envelope.to.includes(address)).at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no message to ${address} at the SMTP server`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
      await parsing;
    },
    start,
  };
}
