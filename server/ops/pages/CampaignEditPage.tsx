import { CampaignContent } from '../../../views/campaign/CampaignContent';
import type { ConfigChange } from '../../config/configVersions';
import type { Campaign } from '../../config/productConfig';
import type { StaffMember } from '../../operations/staffMembers';
import { OpsLayout } from './OpsLayout';

/** The form's fields, as typed (a number or a date may be wrong: it is shown back as it was). */
export interface CampaignForm {
  readonly title: string;
  readonly points: string;
  readonly startsOn: string;
  readonly endsOn: string;
  readonly conditions: string;
  /** The page's blocks as JSON: `[{"heading": …}, {"paragraph": …}, {"items": […]}]`. */
  readonly body: string;
  readonly note: string;
  readonly publishAt: string;
}

export type CampaignField = keyof CampaignForm;

export interface CampaignEditPageProps {
  readonly staff: StaffMember;
  readonly code: string;
  readonly form: CampaignForm;
  readonly errors?: readonly { readonly field: CampaignField | 'form'; readonly message: string }[];
  /** The version as it would be, drawn by the campaign page's own template, and what it changes. */
  readonly preview?: { readonly campaign: Campaign; readonly changes: readonly ConfigChange[] };
}

const labels: Readonly<Record<CampaignField, string>> = {
  title: 'キャンペーン名',
  points: '付与ポイント',
  startsOn: '開始日',
  endsOn: '終了日',
  conditions: '条件（ページの「条件」欄）',
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
  const input = (field: CampaignField, type = 'text', required = true) => (
    <p className="field" key={field}>
      <label htmlFor={field}>
        {labels[field]} <span className={required ? 'required' : 'optional'}>{required ? '必須' : '任意'}</span>
      </label>
      {errorOf(field) ? (
        <span id={`${field}-error`} className="error">
          {errorOf(field)}
        </span>
      ) : null}
      <input
        id={field}
        name={field}
        type={type}
        defaultValue={form[field]}
        {...(errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {})}
      />
    </p>
  );
  return (
    <OpsLayout title={`キャンペーン ${code} の編集`} staff={staff}>
      <p>
        <a href="/config">キャンペーンと機能フラグへ戻る</a>
      </p>
      {errors.length > 0 ? (
        <div className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
          <h2 id="error-summary-title">保存できませんでした（{errors.length}件）</h2>
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
        </div>
      ) : null}
      <div className="case-layout">
        <form method="post" action={`/config/campaigns/${code}`} id="campaign-form" noValidate>
          {input('title')}
          {input('points')}
          {input('startsOn', 'date')}
          {input('endsOn', 'date')}
          <p className="field">
            <label htmlFor="conditions">
              {labels.conditions} <span className="required">必須</span>
            </label>
            {errorOf('conditions') ? (
              <span id="conditions-error" className="error">
                {errorOf('conditions')}
              </span>
            ) : null}
            <textarea id="conditions" name="conditions" rows={3} defaultValue={form.conditions} />
          </p>
          <p className="field">
            <label htmlFor="body">
              {labels.body} <span className="optional">任意</span>
            </label>
            {errorOf('body') ? (
              <span id="body-error" className="error">
                {errorOf('body')}
              </span>
            ) : null}
            <textarea id="body" name="body" rows={10} defaultValue={form.body} className="code" />
            <span className="hint">
              見出しは {'{"heading": "…"}'}、段落は {'{"paragraph": "…"}'}、箇条書きは {'{"items": ["…"]}'} です。
            </span>
          </p>
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
