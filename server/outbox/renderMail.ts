import Mustache from 'mustache';
import { MAIL_KINDS, type MailKind, type MailParams, type MailValue } from './mailKinds';
import type { MailTemplates } from './mailTemplates';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/**
 * A value as a template may show it: one line, no control characters. A name or a nickname typed with CR/LF can
 * then neither start a header of its own in the subject nor break the body's layout.
 */
const oneLine = (value: string): string => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

// Plain text throughout: the HTML part is built from the rendered text, escaped as a whole.
const plain = { escape: (value: unknown) => String(value) };

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Links in the text as anchors (only the http(s) URLs the templates themselves write). */
const linked = (escaped: string): string => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The HTML part: the same text, a paragraph per blank-line-separated block, in a document that names its language. */
function htmlOf(subject: string, text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${linked(escapeHtml(block)).replaceAll('\n', '<br>\n')}</p>`)
    .join('\n');
  return `<!DOCTYPE html>\n<html lang="ja">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family: sans-serif; line-height: 1.7;">\n${paragraphs}\n</body>\n</html>\n`;
}

const tidy = (text: string): string =>
  `${text
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;

/** The mail of a kind with its values, as it leaves: the subject, the plain text and the HTML part. */
export function renderMail<K extends MailKind>(
  templates: MailTemplates,
  kind: K,
  params: MailParams<K>,
  links: { readonly serviceUrl: string; readonly optOutUrl: string },
): RenderedMail {
  const view: Record<string, MailValue> = { serviceUrl: links.serviceUrl };
  const clean = (value: string | boolean): string | boolean => (typeof value === 'string' ? oneLine(value) : value);
  for (const [name, value] of Object.entries(params as Record<string, MailValue | undefined>)) {
    if (value === undefined) continue;
    // A list's every value is one line too: a shop name cannot add lines to the mail.
    view[name] = Array.isArray(value)
      ? value.map((item: Readonly<Record<string, string | boolean>>) =>
          Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, clean(inner)])),
        )
      : clean(value as string | boolean);
  }
  const template = templates.byKind[kind];
  const subject = oneLine(Mustache.render(template.subject, view, {}, plain));
  let text = tidy(Mustache.render(template.body, view, {}, plain));
  if (MAIL_KINDS[kind].advertising)
    text += `\n${tidy(Mustache.render(templates.advertisingFooter, { serviceUrl: links.serviceUrl, optOutUrl: links.optOutUrl }, {}, plain))}`;
  return { subject, text, html: htmlOf(subject, text) };
}
