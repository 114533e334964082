import type { FastifyPluginAsync } from 'fastify';
import type { ExternalPages } from '../config/productConfig';

/**
 * Demo mode's stand-ins for the two pages outside the service that config/externalPages.json names (issue 58: an apply
 * page opened from a desktop browser in the demo left for https://www.example.com/… and ended on a DNS error). In
 * production the configured addresses are used as they are; in demo mode (`DEMO=1`) the product config points at these
 * pages instead (server/plugins/app/productConfig.ts), which say where a real visitor would have gone.
 */
const standIns = {
  'pc-entry': {
    title: 'パソコンからのお申し込み（デモ）',
    lead: 'カードのお申し込みは、スマートフォンからお手続きいただけます。本番では、パソコンでお申し込みページを開いた方を、パソコン向けのキャンペーンページにご案内します。',
    setting: 'pcSignUpUrl',
  },
  admission: {
    title: '入会キャンペーン（デモ）',
    lead: '本番では、ここで入会キャンペーンのページを開きます。',
    setting: 'admissionLpUrl',
  },
} as const satisfies Record<string, { title: string; lead: string; setting: keyof ExternalPages }>;

type StandIn = keyof typeof standIns;
const isStandIn = (page: string): page is StandIn => Object.hasOwn(standIns, page);

/** Where demo mode sends a visitor for each configured external page. */
export const demoExternalPages: ExternalPages = {
  pcSignUpUrl: '/develop/external/pc-entry',
  admissionLpUrl: '/develop/external/admission',
};

const escaped = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0) ?? 0};`);

const demoExternalPagesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { page: string } }>('/develop/external/:page', async (request, reply) => {
    const { page } = request.params;
    if (!isStandIn(page)) return reply.callNotFound();
    const standIn = standIns[page];
    const html = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escaped(standIn.title)}</title>
</head>
<body>
<main>
<h1>${escaped(standIn.title)}</h1>
<p>このページは、デモのための代わりのページです。</p>
<p>${escaped(standIn.lead)}</p>
<p>開くページのアドレスは、設定ファイル config/externalPages.json の <code>${standIn.setting}</code> です。</p>
<p><a href="/">カード会員サービスのトップへ</a></p>
</main>
</body>
</html>
`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};

export default demoExternalPagesRoutes;
