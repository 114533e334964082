import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { AuditPage } from '../../server/ops/pages/AuditPage';
import { CampaignEditPage } from '../../server/ops/pages/CampaignEditPage';
import { CasePage } from '../../server/ops/pages/CasePage';
import { ConfigPage } from '../../server/ops/pages/ConfigPage';
import { FulfilmentPage } from '../../server/ops/pages/FulfilmentPage';
import { MessagePage } from '../../server/ops/pages/MessagePage';
import { QueuePage } from '../../server/ops/pages/QueuePage';
import { DeskHomePage } from '../../server/ops/pages/DeskHomePage';
import { SearchPage } from '../../server/ops/pages/SearchPage';
// The kinds from their labels' module, which imports types only: the queues' module reads the database (node:crypto
// through the examination), which a story in the browser cannot load.
import { CASE_KIND_LABELS, type CaseKind } from '../../server/operations/caseKind';
import { StaffLoginPage } from '../../server/ops/pages/StaffLoginPage';
import { StepEditPage } from '../../server/ops/pages/StepEditPage';
import { StepsPage } from '../../server/ops/pages/StepsPage';
import { StepVersionPage } from '../../server/ops/pages/StepVersionPage';
import { formOfCampaign, newCampaignForm } from '../../server/ops/routes/campaignForm';
import { editorOf } from '../../server/steps/stepEditForm';
import type { StepVersionRow } from '../../server/steps/stepVersions';
import attribute from '../../schemas/apply/attribute.json';
import familyCardSelect from '../../schemas/apply/familyCardSelect.json';
import '../../server/ops/ops.css';
import {
  applicationCase,
  auditor,
  examiner,
  fulfilmentOrders,
  fulfilmentStaff,
  productStaff,
  queueLineOf,
  raiseAwaitingSecond,
  supervisor,
} from './consoleStoryData';

/**
 * The staff console's pages (issue 31) at 1280 px, as the server draws them (server/ops/pages): the login with its
 * TOTP code, a queue, a case before its first decision, refused, and waiting for a supervisor, the audit log and a
 * refusal for a missing role, the fulfilment queue, and product staff's config with a campaign's edit and preview;
 * the step editor (issue 55): the steps, a step's editor and its refusals, a saved version beside the live one.
 */
const meta: Meta<{ page: () => ReactElement }> = {
  title: 'Console/Pages',
  parameters: { viewport: { defaultViewport: 'desktop' }, layout: 'fullscreen' },
  render: ({ page }) => page(),
};
export default meta;

type Story = StoryObj<{ page: () => ReactElement }>;

export const Login: Story = { args: { page: () => <StaffLoginPage action="/oidc/interaction/demo/login" /> } };
export const LoginRefused: Story = {
  args: {
    page: () => (
      <StaffLoginPage
        action="/oidc/interaction/demo/login"
        loginId="examiner"
        error="ログインID、パスワードまたは確認コードが正しくありません。確認コードは認証アプリに表示されている最新の6桁を入力してください。"
      />
    ),
  },
};
export const Queue: Story = {
  args: {
    page: () => (
      <QueuePage
        staff={examiner}
        kind="application"
        queue={{ lines: [queueLineOf(applicationCase), queueLineOf(raiseAwaitingSecond)], total: 2, page: 1, pages: 1 }}
        stage="all"
        notice="一次承認しました。審査責任者の二次承認を待ちます。"
      />
    ),
  },
};
export const QueueEmpty: Story = {
  args: { page: () => <QueuePage staff={examiner} kind="goldUpgrade" queue={{ lines: [], total: 0, page: 1, pages: 1 }} stage="all" /> },
};
/** The third of 62 pages of a long queue (issue 58): 50 lines a page and the page links. */
export const QueuePaged: Story = {
  args: {
    page: () => (
      <QueuePage
        staff={examiner}
        kind="application"
        queue={{
          lines: Array.from({ length: 50 }, (_, index) => ({
            ...queueLineOf(applicationCase),
            id: String(Number(applicationCase.id) + index),
          })),
          total: 3_080,
          page: 3,
          pages: 62,
        }}
        stage="all"
      />
    ),
  },
};
export const DeskHome: Story = {
  args: {
    page: () => (
      <DeskHomePage
        staff={examiner}
        counts={(Object.keys(CASE_KIND_LABELS) as CaseKind[]).map((kind, index) => ({
          kind,
          waiting: index * 7,
          awaitingSecond: index % 2,
          oldestId: index ? String(index) : null,
        }))}
      />
    ),
  },
};
export const SearchFound: Story = {
  args: {
    page: () => <SearchPage staff={examiner} by="name" typed="わん" result={{ lines: [queueLineOf(applicationCase)], more: false }} />,
  },
};
export const SearchRefused: Story = {
  args: {
    page: () => (
      <SearchPage
        staff={examiner}
        by="phone"
        typed="090-12"
        problem="電話番号は0から始まる10桁か11桁の数字で入力してください（ハイフンはあってもかまいません）。"
      />
    ),
  },
};
export const Case: Story = { args: { page: () => <CasePage staff={examiner} found={applicationCase} /> } };
export const CaseRefused: Story = {
  args: {
    page: () => (
      <CasePage
        staff={examiner}
        found={applicationCase}
        errors={[
          { field: 'reasonCode', message: '承認の理由を選んでください。' },
          { field: 'amount', message: '承認する額は半角数字の整数で入力してください。' },
        ]}
        given={{ decision: 'approved', reasonCode: 'D01', amount: '１５０万' }}
      />
    ),
  },
};
export const CaseAwaitingSecond: Story = { args: { page: () => <CasePage staff={supervisor} found={raiseAwaitingSecond} /> } };
export const AuditLog: Story = {
  args: {
    page: () => (
      <AuditPage
        staff={auditor}
        filters={{ actor: '', action: 'application.decide', subject: '', from: '', to: '' }}
        rows={[
          {
            id: 3,
            at: new Date('2026-11-26T02:10:00Z'),
            actor: supervisor.displayName,
            action: 'カードのお申し込みの審査決定',
            subject: 'カードのお申し込み 5004441745158628',
            detail: [
              ['段階', '二次'],
              ['決定', '承認'],
              ['理由コード', 'A01'],
              ['金額', '150'],
            ],
          },
          {
            id: 2,
            at: new Date('2026-11-26T02:00:00Z'),
            actor: examiner.displayName,
            action: 'カードのお申し込みの審査決定',
            subject: 'カードのお申し込み 5004441745158628',
            detail: [
              ['段階', '一次'],
              ['決定', '承認'],
              ['理由コード', 'A02'],
              ['金額', '150'],
            ],
          },
        ]}
        olderThan={null}
        errors={[]}
      />
    ),
  },
};
export const Forbidden: Story = {
  args: {
    page: () => (
      <MessagePage
        title="権限がありません"
        staff={auditor}
        message="この画面は審査担当・審査責任者の権限が必要です。必要な場合は管理者に権限の付与を依頼してください。"
      />
    ),
  },
};
export const Fulfilment: Story = {
  args: {
    page: () => (
      <FulfilmentPage
        staff={fulfilmentStaff}
        orders={fulfilmentOrders}
        filter={{ status: '', kind: '' }}
        today="2026-11-26"
        notice="印刷済みにしました。本日の発送ファイルに載ります。"
      />
    ),
  },
};

const campaign = {
  code: '1001',
  slug: 'add-card-2507',
  title: '2枚目のカード追加キャンペーン',
  points: 12000,
  startsOn: '2026-04-01',
  endsOn: '2027-03-31',
  conditions: '期間中にエントリーのうえ、条件を満たした方に12,000ポイントを付与します。',
  body: [
    { heading: 'キャンペーン内容' },
    { paragraph: '2枚目のカードを追加してショッピングで合計3万円以上ご利用いただいた方に、12,000ポイントをプレゼントします。' },
    { items: ['期間中にエントリーすること', '期間中に2枚目のカードを追加すること'] },
  ],
};
const campaignForm = {
  ...formOfCampaign({ ...campaign, reward: { condition: { kind: 'spend', minYen: 30000, cards: 'issuedInPeriod' } } }),
  note: '年末の増量',
};
const published = (id: number, authorName: string, note: string, body: unknown) => ({
  id,
  file: 'campaigns.json' as const,
  body,
  author: 'staff-product',
  authorName,
  note,
  createdAt: new Date('2026-11-26T03:00:00Z'),
  state: 'published' as const,
  publishAt: new Date('2026-11-26T03:00:00Z'),
  publishedAt: new Date('2026-11-26T03:00:00Z'),
  refusedReason: null,
});

export const Config: Story = {
  args: {
    page: () => (
      <ConfigPage
        staff={productStaff}
        campaigns={[campaign]}
        today="2026-12-04"
        flags={{ appIntegration: { enabled: true, description: 'アプリ連携' } }}
        serviceHours={{
          maintenance: { on: false, windows: [{ from: '2026-12-06T02:00', until: '2026-12-06T06:00', note: '定期メンテナンス' }] },
          paymentProviderMaintenance: { on: false, windows: [] },
          hours: [{ service: '振込キャッシング', flows: ['cashingNet', 'revoCashing'], opens: '00:00', closes: '24:00' }],
        }}
        history={{
          campaigns: [
            {
              version: published(2, '渡辺 企画', '年末の増量', { campaigns: [campaign] }),
              changes: [{ path: 'campaigns.0.points', before: '10000', after: '12000' }],
              canRollBack: false,
            },
            {
              version: published(1, '設定ファイル（初期値）', 'config/campaigns.json の内容', {
                campaigns: [{ ...campaign, points: 10000 }],
              }),
              changes: [],
              canRollBack: true,
            },
          ],
          flags: [],
          serviceHours: [],
        }}
        notice="公開しました。各サーバーが数秒のうちに新しい版を読み込みます。"
      />
    ),
  },
};
export const CampaignEdit: Story = {
  args: {
    page: () => (
      <CampaignEditPage
        staff={productStaff}
        code="1001"
        form={campaignForm}
        preview={{
          campaign,
          changes: [{ path: 'points', before: '10000', after: '12000' }],
          oldPoints: { points: 10000, texts: ['条件', '本文'] },
        }}
      />
    ),
  },
};
export const CampaignEditRefused: Story = {
  args: {
    page: () => (
      <CampaignEditPage
        staff={productStaff}
        code="1001"
        form={{ ...campaignForm, endsOn: '2026-01-01', note: '' }}
        errors={[
          { field: 'endsOn', message: '開始日（startsOn）より前です' },
          { field: 'note', message: '変更の理由を入力してください（版の履歴に残ります）。' },
        ]}
      />
    ),
  },
};
export const CampaignNewRefused: Story = {
  args: {
    page: () => (
      <CampaignEditPage
        staff={productStaff}
        code={null}
        form={{
          ...newCampaignForm([campaign]),
          code: '1001',
          slug: 'winter-2612',
          title: '冬のお買い物キャンペーン',
          points: '500',
          startsOn: '2026-12-15',
          endsOn: '2027-01-31',
          rewardKind: 'spend',
          rewardMin: '',
          note: '冬の販促',
        }}
        errors={[
          { field: 'code', message: `コード「1001」は「${campaign.title}」で使われています。別のコードにしてください。` },
          { field: 'rewardMin', message: '1以上の半角数字の整数で入力してください。' },
        ]}
      />
    ),
  },
};

const nameStep = attribute as Parameters<typeof editorOf>[0];
const hint = '戸籍の漢字でなくても、ふだんお使いの漢字で結構です。';
const edited = {
  ...nameStep,
  properties: {
    ...(nameStep['properties'] as Record<string, object>),
    lastNameKanji: { ...(nameStep['properties'] as Record<string, object>)['lastNameKanji'], description: hint },
  },
};
const savedAt = new Date('2026-12-01T10:15:00+09:00');
const history = [{ id: 2, state: 'draft', author: '渡辺 企画', at: savedAt, note: '姓のヒントを足す' }];
const savedVersion: StepVersionRow = {
  id: 2,
  step: 'apply/attribute',
  body: edited,
  base_digest: 'story',
  module_hash: '0123456789abcdef0123',
  problems: [],
  author: 'staff-product',
  author_name: '渡辺 企画',
  note: '姓のヒントを足す',
  created_at: savedAt,
  state: 'draft',
  approved_by: null,
  approved_by_name: null,
  approved_at: null,
  publish_at: null,
  published_at: null,
  refused_reason: null,
  preview_token: 'Vy7GVPRmeA1kOFfEjeDA8Ecj',
  check_lease_until: null,
};
const secondProductStaff = { ...productStaff, subject: 'staff-product2', displayName: '中村 企画' };

export const Steps: Story = {
  args: {
    page: () => (
      <StepsPage
        staff={productStaff}
        flows={[
          {
            id: 'apply',
            steps: [
              { id: 'apply/acceptPermission', title: '規約への同意', liveVersion: null, pending: 0 },
              { id: 'apply/attribute', title: 'お名前', liveVersion: 1, pending: 1 },
              { id: 'apply/gender', title: '性別・生年月日', liveVersion: null, pending: 0 },
            ],
          },
        ]}
        drift={[
          {
            step: 'apply/attribute',
            versionId: 1,
            kept: true,
            reason: 'デプロイでリポジトリの apply/attribute.json が変わりました。公開中の第1版はその前のファイルをもとにしています。',
          },
        ]}
      />
    ),
  },
};
export const StepEdit: Story = {
  args: {
    page: () => (
      <StepEditPage
        staff={productStaff}
        step="apply/attribute"
        editor={editorOf(nameStep, edited)}
        basedOn={2}
        history={history}
        liveVersion={1}
      />
    ),
  },
};
const familyCards = familyCardSelect as unknown as Parameters<typeof editorOf>[0];
/** A step whose fields are asked on the branches of a condition: their words only, the condition fixed. */
export const StepEditBranches: Story = {
  args: {
    page: () => (
      <StepEditPage
        staff={productStaff}
        step="apply/familyCardSelect"
        editor={editorOf(familyCards, familyCards)}
        basedOn={0}
        history={[]}
        liveVersion={null}
      />
    ),
  },
};
export const StepEditRefused: Story = {
  args: {
    page: () => (
      <StepEditPage
        staff={productStaff}
        step="apply/attribute"
        editor={editorOf(nameStep, nameStep)}
        basedOn={2}
        history={history}
        liveVersion={1}
        errors={[
          { field: 'lastNameKanji', message: 'lastNameKanji：「maxLength」は仕様の範囲より緩くできません（いまの値：10）' },
          { field: '', message: '変更の理由を入力してください（版の履歴に残ります）。' },
        ]}
      />
    ),
  },
};
export const StepVersion: Story = {
  args: {
    page: () => (
      <StepVersionPage
        staff={secondProductStaff}
        version={savedVersion}
        changes={[{ what: '姓（漢字）：ヒント', live: '（なし）', draft: hint }]}
        previewUrl={`http://localhost:3000/preview/step?t=${savedVersion.preview_token}`}
      />
    ),
  },
};
/** Just saved: the checks run after the save's answer, and the page says so. */
export const StepVersionChecking: Story = {
  args: {
    page: () => (
      <StepVersionPage
        staff={productStaff}
        version={{ ...savedVersion, state: 'checking', module_hash: null }}
        changes={[{ what: '姓（漢字）：ヒント', live: '（なし）', draft: hint }]}
        previewUrl={null}
      />
    ),
  },
};
