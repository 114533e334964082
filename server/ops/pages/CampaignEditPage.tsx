import type { ReactNode } from 'react';
import { SPENDING_CATEGORY_LABELS } from '../../../enums/statement';
import { CampaignContent } from '../../../views/campaign/CampaignContent';
import type { ConfigChange } from '../../config/configVersions';
import type { Campaign } from '../../config/productConfig';
import type { StaffMember } from '../../operations/staffMembers';
import { OpsLayout } from './OpsLayout';
import { ErrorSummary } from './ErrorSummary';

/** The form's fields, as typed (a number or a date may be wrong: it is shown back as it was). */
export interface CampaignForm {
  /** Chosen once, when the campaign is added: entries and the member's page are kept under them. */
  readonly code: string;
  readonly slug: string;
  readonly title: string;
  readonly points: string;
  readonly startsOn: string;
  readonly endsOn: string;
  /** `on` when members enter (エントリー) to take part: the checkbox's value. */
  readonly entry: string;
  readonly conditions: string;
  /** The reward rule: `spend`, `uses`, or empty for none; its least amount or count, and what narrows the lines. */
  readonly rewardKind: string;
  readonly rewardMin: string;
  readonly rewardCategory: string;
  readonly rewardCards: string;
  /** The page's blocks as JSON: `[{"heading": …}, {"paragraph": …}, {"items": […]}]`. */
  readonly body: string;
  readonly note: string;
  readonly publishAt: string;
}

export type CampaignField = keyof CampaignForm;

/** A mistake of the form, beside its field, or about the whole file (`form`). */
export interface CampaignFieldError {
  readonly field: CampaignField | 'form';
  readonly message: string;
}

export interface CampaignEditPageProps {
  readonly staff: StaffMember;
  /** The campaign edited, or null when one is being added. */
  readonly code: string | null;
  readonly form: CampaignForm;
  readonly errors?: readonly CampaignFieldError[];
  /** The version as it would be, drawn by the campaign page's own template, and what it changes. */
  readonly preview?: {
    readonly campaign: Campaign;
    readonly changes: readonly ConfigChange[];
    /** The points before the edit and the texts that still say them (routes/campaignForm.ts textsWithOldPoints). */
    readonly oldPoints: { readonly points: number; readonly texts: readonly string[] } | null;
  };
}

const labels: Readonly<Record<CampaignField, string>> = {
  code: 'キャンペーンコード',
  slug: 'ページのアドレス',
  title: 'キャンペーン名',
  points: '付与ポイント',
  startsOn: '開始日',
  endsOn: '終了日',
  entry: 'エントリー',
  conditions: '条件（ページの「条件」欄）',
  rewardKind: 'ポイントを付与する条件',
  rewardMin: '付与の基準（円または回）',
  rewardCategory: '対象のご利用',
  rewardCards: '対象のカード',
  body: 'ページの本文（JSON）',
  note: '変更の理由',
  publishAt: '公開日時',
};

/**
 * One campaign edited (issue 31 item 5): its fields checked by the same schema and rules as at start, each mistake
 * beside its field and in the summary; a preview drawn by the public page's template; saved as a new version,
 * published at once or at a time.
 */
export function CampaignEditPage({ staff, code, form, errors = [], preview }: CampaignEditPageProps) {
  const errorOf = (field: CampaignField) => errors.find((error) => error.field === field)?.message;
  /** A field's paragraph: its label with 必須 or 任意, its mistake, the control (told of the mistake), a hint. */
  const field = (
    name: CampaignField,
    required: boolean,
    control: (invalid: Record<string, string | boolean>) => ReactNode,
    hint?: string,
  ) => (
    <p className="field" key={name}>
      <label htmlFor={name}>
        {labels[name]} <span className={required ? 'required' : 'optional'}>{required ? '必須' : '任意'}</span>
      </label>
      {errorOf(name) ? (
        <span id={`${name}-error`} className="error">
          {errorOf(name)}
        </span>
      ) : null}
      {control(errorOf(name) ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {})}
      {hint ? <span className="hint">{hint}</span> : null}
    </p>
  );
  const input = (name: CampaignField, type = 'text', required = true) =>
    field(name, required, (invalid) => <input id={name} name={name} type={type} defaultValue={form[name]} {...invalid} />);
  const select = (name: CampaignField, options: readonly (readonly [string, string])[], hint?: string) =>
    field(
      name,
      false,
      (invalid) => (
        <select id={name} name={name} defaultValue={form[name]} {...invalid}>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ),
      hint,
    );
  const adding = code === null;
  return (
    <OpsLayout title={adding ? 'キャンペーンの追加' : `キャンペーン ${code} の編集`} staff={staff}>
      <p>
        <a href="/config">キャンペーンと機能フラグへ戻る</a>
      </p>
      {errors.length > 0 ? (
        <ErrorSummary title={`保存できませんでした（${errors.length}件）`}>
          <ul>
            {errors.map((error) => (
              <li key={`${error.field}-${error.message}`}>
                <a href={`#${error.field === 'form' ? 'campaign-form' : error.field}`}>
                  {error.field === 'form' ? '' : `${labels[error.field]}：`}
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        </ErrorSummary>
      ) : null}
      <div className="case-layout">
        <form method="post" action={`/config/campaigns/${code ?? 'new'}`} id="campaign-form" noValidate>
          {adding ? (
            <>
              {input('code')}
              <p className="hint">1001〜6118 の半角数字4桁です。追加した後は変えられません（エントリーがこのコードで記録されます）。</p>
              {input('slug')}
              <p className="hint">
                半角英小文字・数字・ハイフンで入力してください。会員向けページのアドレス（/campaign/…）になり、追加した後は変えられません。
              </p>
            </>
          ) : null}
          {input('title')}
          {input('points')}
          {input('startsOn', 'date')}
          {input('endsOn', 'date')}
          <p className="check">
            <label>
              <input id="entry" name="entry" type="checkbox" value="on" defaultChecked={form.entry === 'on'} />{' '}
              エントリーした会員だけを対象にする（ポイントの自動付与には必要です）
            </label>
          </p>
          {field('conditions', true, (invalid) => (
            <textarea id="conditions" name="conditions" rows={3} defaultValue={form.conditions} {...invalid} />
          ))}
          {select(
            'rewardKind',
            [
              ['', 'なし（自動では付与しません）'],
              ['spend', '期間中のご利用金額の合計'],
              ['uses', '期間中のご利用回数'],
            ],
            'エントリーした会員が条件を満たすと、翌朝の処理で付与ポイントを付与します（終了日の翌々月末まで判定します）。',
          )}
          {input('rewardMin', 'text', false)}
          <p className="hint">ご利用金額の合計なら円、ご利用回数なら回数を、半角数字で入力してください。</p>
          {select('rewardCategory', [['', 'すべてのご利用'], ...Object.entries(SPENDING_CATEGORY_LABELS)])}
          {select('rewardCards', [
            ['', 'すべてのカード'],
            ['issuedInPeriod', '期間中に発行されたカードのみ'],
          ])}
          {field(
            'body',
            false,
            (invalid) => (
              <textarea id="body" name="body" rows={10} defaultValue={form.body} className="code" {...invalid} />
            ),
            '見出しは {"heading": "…"}、段落は {"paragraph": "…"}、箇条書きは {"items": ["…"]} です。',
          )}
          {input('note')}
          {input('publishAt', 'datetime-local', false)}
          <p className="hint">公開日時が空欄ならすぐに公開します（日本時間）。予約した版は、その時刻にもう一度確認してから公開します。</p>
          <p className="buttons">
            <button type="submit" name="action" value="preview">
              プレビュー
            </button>
            <button type="submit" name="action" value="publish" className="primary">
              保存して公開する
            </button>
          </p>
        </form>
        <div className="case-side">
          {preview ? (
            <section aria-labelledby="preview-title">
              <h2 id="preview-title">プレビュー（まだ公開されていません）</h2>
              {preview.oldPoints && preview.oldPoints.texts.length > 0 ? (
                <p className="notice notice--warning">
                  {preview.oldPoints.texts.map((text) => `「${text}」`).join('')}に変更前のポイント数（
                  {preview.oldPoints.points.toLocaleString('ja-JP')}）が残っています。公開の前に書き直してください。
                </p>
              ) : null}
              <div className="campaign-preview">
                <p className="preview-title">{preview.campaign.title}</p>
                <CampaignContent campaign={{ ...preview.campaign, body: preview.campaign.body ?? [] }} />
              </div>
              <h3>変更点</h3>
              {preview.changes.length === 0 ? (
                <p>変更はありません。</p>
              ) : (
                <ul className="changes">
                  {preview.changes.map((change) => (
                    <li key={change.path}>
                      <code>{change.path}</code>: {change.before} → {change.after}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : (
            <p className="hint">「プレビュー」で、公開前のページを公開中のページと同じ形で確かめられます。</p>
          )}
        </div>
      </div>
    </OpsLayout>
  );
}
