import { CASE_KIND_LABELS } from '../../operations/caseKind';
import type { ExaminationCase } from '../../operations/examination';
import type { StaffMember } from '../../operations/staffMembers';
import { amountText, caseNumberText, tokyoDateTime } from './format';
import { OpsLayout } from './OpsLayout';
import { ErrorSummary } from './ErrorSummary';
import { BureauPanel } from './BureauPanel';
import { AbilityPanel } from './AbilityPanel';

export interface CaseFieldError {
  readonly field: 'decision' | 'reasonCode' | 'amount' | 'note' | 'form';
  readonly message: string;
}

export interface CasePageProps {
  readonly staff: StaffMember;
  readonly found: ExaminationCase;
  /** Why the last decision was refused: an error summary above the form, each linked to its field. */
  readonly errors?: readonly CaseFieldError[];
  /** What the refused form held, so nothing typed is lost. */
  readonly given?: { readonly decision?: string; readonly reasonCode?: string; readonly amount?: string; readonly note?: string };
}

const fieldIds: Readonly<Record<CaseFieldError['field'], string>> = {
  decision: 'decision-approved',
  reasonCode: 'reason',
  amount: 'amount',
  note: 'note',
  form: 'decision-form',
};

/**
 * One case: what the person asked, as they gave it; their residence-card photos (served no-store, each view logged);
 * the decisions so far; and the form of the next decision, carrying the version it was opened at so a decision
 * someone else made in the meantime is refused, not overwritten.
 */
export function CasePage({ staff, found, errors = [], given = {} }: CasePageProps) {
  const first = found.decisions[0];
  // Issue 61 item 2: the form starts at the limit asked for, or at the Act's cap where that is smaller.
  const suggested =
    found.requestedAmount !== null && found.ceiling ? Math.min(found.requestedAmount, found.ceiling.ceilingManYen) : found.requestedAmount;
  const supervisor = staff.roles.includes('supervisor');
  const mayDecide = found.open && (!found.awaitingSecond || (supervisor && first?.actor !== staff.subject));
  const described = (field: CaseFieldError['field']) =>
    errors.some((error) => error.field === field) ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};
  const fieldError = (field: CaseFieldError['field']) => errors.find((error) => error.field === field);
  return (
    <OpsLayout
      title={`${CASE_KIND_LABELS[found.kind]} ${caseNumberText(found.kind, found.id)}`}
      staff={staff}
      section={{ href: `/queues/${found.kind}`, itself: false }}
    >
      <p>
        <a href={`/queues/${found.kind}`}>一覧へ戻る</a>
      </p>
      {errors.length > 0 ? (
        <ErrorSummary title="決定できませんでした">
          <ul>
            {errors.map((error) => (
              <li key={error.field}>
                <a href={`#${fieldIds[error.field]}`}>{error.message}</a>
              </li>
            ))}
          </ul>
        </ErrorSummary>
      ) : null}
      <dl className="case-summary">
        <dt>お名前</dt>
        <dd>{found.personName}</dd>
        <dt>受付日時</dt>
        <dd>{tokyoDateTime(found.receivedAt)}</dd>
        <dt>内容</dt>
        <dd>{found.summary}</dd>
        <dt>状態</dt>
        <dd>{!found.open ? '決定済み' : found.awaitingSecond ? '二次承認待ち' : '一次審査待ち'}</dd>
      </dl>
      <div className="case-layout">
        <section aria-labelledby="answers-title" className="case-answers">
          <h2 id="answers-title">お申し込みの内容</h2>
          <table className="answers">
            {found.sections.map((section, sectionIndex) => (
              <tbody key={`${section.title}-${sectionIndex}`}>
                <tr>
                  <th colSpan={2} scope="rowgroup" className="answers__group">
                    {section.title}
                  </th>
                </tr>
                {section.rows.map((row, index) => (
                  <tr key={`${row.label}-${index}`}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </section>
        <div className="case-side">
          {found.bureau !== null || found.kind === 'application' ? (
            <BureauPanel inquiry={found.bureau} action={`/cases/${found.kind}/${found.id}/bureau`} open={found.open} />
          ) : null}
          {found.ceiling ? <AbilityPanel ceiling={found.ceiling} /> : null}
          {found.photos.length > 0 ? (
            <section aria-labelledby="photos-title">
              <h2 id="photos-title">在留カードの写真</h2>
              <p className="hint">写真を開くと、そのことが監査ログに記録されます。</p>
              {/* Closed until the examiner opens it, the lazy image is not fetched with the page: the log records each
                  photo a person looked at, not two views for every case opened (issue 58). */}
              <div className="photos">
                {found.photos.map((photo) => (
                  <details key={photo.side}>
                    <summary>{photo.side === 'face' ? '表面' : '裏面'}を開く</summary>
                    <figure>
                      <img
                        src={`/cases/${found.kind}/${found.id}/photos/${photo.side}`}
                        alt={`在留カードの${photo.side === 'face' ? '表面' : '裏面'}`}
                        width={220}
                        loading="lazy"
                      />
                      <figcaption>
                        <a href={`/cases/${found.kind}/${found.id}/photos/${photo.side}`} target="_blank" rel="noopener">
                          原寸で開く
                        </a>
                      </figcaption>
                    </figure>
                  </details>
                ))}
              </div>
            </section>
          ) : null}
          <section aria-labelledby="history-title">
            <h2 id="history-title">審査の経過</h2>
            {found.decisions.length === 0 ? (
              <p>まだ決定はありません。</p>
            ) : (
              <ol className="history">
                {found.decisions.map((decision) => (
                  <li key={decision.stage}>
                    <strong>
                      {decision.stage === 'first' ? '一次' : '二次'}：{found.decisionLabels[decision.decision]}
                    </strong>
                    {decision.approvedAmount !== null ? `（${amountText(decision.approvedAmount, found.amountUnit)}）` : ''}
                    <br />
                    理由：{{ ...found.reasons.approved, ...found.reasons.declined }[decision.reasonCode] ?? decision.reasonCode}
                    {decision.note ? (
                      <>
                        <br />
                        メモ：{decision.note}
                      </>
                    ) : null}
                    <br />
                    <span className="hint">
                      {decision.actorName}・{tokyoDateTime(decision.decidedAt)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {mayDecide ? (
            <section aria-labelledby="decide-title">
              <h2 id="decide-title">{found.awaitingSecond ? '二次承認' : '審査の決定'}</h2>
              {found.awaitingSecond && first ? (
                <p>
                  一次承認: {first.actorName}（{amountText(first.approvedAmount, found.amountUnit)}）。承認すると、この額で確定します。
                </p>
              ) : null}
              <form method="post" action={`/cases/${found.kind}/${found.id}/decision`} id="decision-form" noValidate>
                <input type="hidden" name="version" value={String(found.version)} />
                <fieldset {...described('decision')}>
                  <legend>
                    決定 <span className="required">必須</span>
                  </legend>
                  {fieldError('decision') ? (
                    <p id="decision-error" className="error">
                      {fieldError('decision')?.message}
                    </p>
                  ) : null}
                  <label>
                    <input
                      type="radio"
                      id="decision-approved"
                      name="decision"
                      value="approved"
                      defaultChecked={given.decision === 'approved'}
                    />{' '}
                    {found.decisionLabels.approved}
                  </label>
                  <label>
                    <input
                      type="radio"
                      id="decision-declined"
                      name="decision"
                      value="declined"
                      defaultChecked={given.decision === 'declined'}
                    />{' '}
                    {found.decisionLabels.declined}
                  </label>
                </fieldset>
                <p className="field">
                  <label htmlFor="reason">
                    理由 <span className="required">必須</span>
                  </label>
                  {fieldError('reasonCode') ? (
                    <span id="reasonCode-error" className="error">
                      {fieldError('reasonCode')?.message}
                    </span>
                  ) : null}
                  <select id="reason" name="reasonCode" defaultValue={given.reasonCode ?? ''} {...described('reasonCode')}>
                    <option value="">選んでください</option>
                    <optgroup label={`${found.decisionLabels.approved}の理由`}>
                      {Object.entries(found.reasons.approved).map(([code, label]) => (
                        <option key={code} value={code}>
                          {code} {label}
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label={`${found.decisionLabels.declined}の理由`}>
                      {Object.entries(found.reasons.declined).map(([code, label]) => (
                        <option key={code} value={code}>
                          {code} {label}
                        </option>
                      ))}
                    </optgroup>
                  </select>
                </p>
                {found.amountUnit && !found.awaitingSecond ? (
                  <p className="field">
                    <label htmlFor="amount">
                      承認する額（{found.amountUnit}） <span className="optional">承認のときのみ</span>
                    </label>
                    {fieldError('amount') ? (
                      <span id="amount-error" className="error">
                        {fieldError('amount')?.message}
                      </span>
                    ) : null}
                    <input
                      id="amount"
                      name="amount"
                      type="text"
                      inputMode="numeric"
                      defaultValue={given.amount ?? String(suggested ?? '')}
                      {...described('amount')}
                    />
                    <span className="hint">
                      上限 {amountText(found.maxAmount, found.amountUnit)}
                      {found.ceiling ? `（割賦販売法による上限 ${amountText(found.ceiling.ceilingManYen, found.amountUnit)}）` : ''}
                      。100万円を超える承認は審査責任者の二次承認が必要です。
                    </span>
                  </p>
                ) : null}
                <p className="field">
                  <label htmlFor="note">
                    メモ <span className="optional">任意</span>
                  </label>
                  {fieldError('note') ? (
                    <span id="note-error" className="error">
                      {fieldError('note')?.message}
                    </span>
                  ) : null}
                  <textarea id="note" name="note" rows={3} maxLength={500} defaultValue={given.note ?? ''} {...described('note')} />
                </p>
                <p>
                  <button type="submit" className="primary">
                    決定する
                  </button>
                </p>
              </form>
            </section>
          ) : found.open && found.awaitingSecond ? (
            <p className="notice">
              {first?.actor === staff.subject
                ? 'ご自身の一次承認は二次承認できません。別の審査責任者に依頼してください。'
                : '二次承認は審査責任者が行います。'}
            </p>
          ) : null}
        </div>
      </div>
    </OpsLayout>
  );
}
