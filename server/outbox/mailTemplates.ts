import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Mustache from 'mustache';
import { ProductConfigError, type ConfigProblem } from '../config/productConfig';
import { COMMON_PARAMS, FOOTER_PARAMS, isMailKind, MAIL_KINDS, type MailKind } from './mailKinds';

/** A template file: `subject: …`, a line `---`, then the body as plain text (UTF-8). */
export interface MailTemplate {
  readonly subject: string;
  readonly body: string;
}

export interface MailTemplates {
  readonly byKind: Readonly<Record<MailKind, MailTemplate>>;
  readonly advertisingFooter: string;
}

/** The names a template reads, sections included (Mustache's own parse, so what is checked is what renders). */
function namesIn(template: string): string[] {
  const names: string[] = [];
  const walk = (tokens: Mustache.TemplateSpans): void => {
    for (const token of tokens) {
      const [type, name] = token;
      if (type === 'name' || type === '&' || type === '#' || type === '^') names.push(name);
      const children = token[4];
      if (Array.isArray(children)) walk(children);
    }
  };
  walk(Mustache.parse(template));
  return names;
}

const problem = (file: string, field: string, en: string, ja: string): ConfigProblem => ({ file: `messages/${file}`, field, en, ja });

function parseTemplate(file: string, text: string): { template?: MailTemplate; problems: ConfigProblem[] } {
  const match = /^subject: *(.+)\r?\n---\r?\n([\s\S]+)$/.exec(text.replace(/^\uFEFF/, ''));
  if (!match)
    return {
      problems: [
        problem(
          file,
          '',
          'must start with "subject: …", then a line "---", then the body',
          '1行目に「subject: 件名」、2行目に「---」、その後に本文を書いてください',
        ),
      ],
    };
  return { template: { subject: match[1]!.trim(), body: match[2]! }, problems: [] };
}

function unknownNames(file: string, field: string, text: string, allowed: readonly string[]): ConfigProblem[] {
  try {
    return [...new Set(namesIn(text))]
      .filter((name) => !allowed.includes(name))
      .map((name) =>
        problem(
          file,
          field,
          `names {{${name}}}, which this message does not have (it has ${allowed.join(', ')})`,
          `{{${name}}}はこのメールでは使えません（使えるのは ${allowed.join('、')}）`,
        ),
      );
  } catch (error) {
    return [
      problem(
        file,
        field,
        `is not a valid template: ${(error as Error).message}`,
        `差し込みの書き方が正しくありません（{{ }} の対応を確かめてください）`,
      ),
    ];
  }
}

/**
 * Reads config/messages/: a template per mail kind and the advertising footer, checked like the other config files
 * (every mistake at once, each naming the file): a missing or extra file, a file without its subject line, a name
 * the kind does not have.
 */
export async function loadMailTemplates(configDir: string): Promise<MailTemplates> {
  const folder = join(configDir, 'messages');
  const problems: ConfigProblem[] = [];
  const files = await readdir(join(folder, 'mail')).catch(() => [] as string[]);
  const byKind: Partial<Record<MailKind, MailTemplate>> = {};
  for (const file of files) {
    const kind = file.replace(/\.txt$/, '');
    if (!file.endsWith('.txt') || !isMailKind(kind)) {
      problems.push(
        problem(
          `mail/${file}`,
          '',
          `is no mail kind (${Object.keys(MAIL_KINDS).join(', ')})`,
          'どのメールの種類にも当たらないファイルです',
        ),
      );
      continue;
    }
    const parsed = parseTemplate(`mail/${file}`, await readFile(join(folder, 'mail', file), 'utf8'));
    problems.push(...parsed.problems);
    if (!parsed.template) continue;
    const allowed = [...MAIL_KINDS[kind].params, ...COMMON_PARAMS];
    problems.push(
      ...unknownNames(`mail/${file}`, 'subject', parsed.template.subject, allowed),
      ...unknownNames(`mail/${file}`, 'body', parsed.template.body, allowed),
    );
    byKind[kind] = parsed.template;
  }
  for (const kind of Object.keys(MAIL_KINDS) as MailKind[]) {
    if (!files.includes(`${kind}.txt`)) problems.push(problem(`mail/${kind}.txt`, '', 'is missing', 'ファイルがありません'));
  }
  const advertisingFooter = await readFile(join(folder, 'advertisingFooter.txt'), 'utf8').catch(() => undefined);
  if (advertisingFooter === undefined)
    problems.push(
      problem(
        'advertisingFooter.txt',
        '',
        'is missing (advertising mail must name its sender and the way to stop it)',
        'ファイルがありません（広告メールには送信者と配信停止の方法が必要です）',
      ),
    );
  else problems.push(...unknownNames('advertisingFooter.txt', '', advertisingFooter, FOOTER_PARAMS));
  if (problems.length > 0) throw new ProductConfigError(problems);
  return { byKind: byKind as Record<MailKind, MailTemplate>, advertisingFooter: advertisingFooter ?? '' };
}
