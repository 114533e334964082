import { RIGHTS_REQUEST_KIND_LABELS } from '../../disclosure/disclosureMessages';
import type { PostalCandidate, PostalDisclosure } from '../../disclosure/postalDisclosures';
import type { StaffMember } from '../../operations/staffMembers';
import { PostOutcome } from './ErrorSummary';
import { tokyoDateTime } from './format';
import { OpsLayout } from './OpsLayout';

export interface DisclosuresPageProps {
  readonly staff: StaffMember;
  readonly recent: readonly PostalDisclosure[];
  /** What was typed into the lookup, shown again with its answer. */
  readonly lookup?: { readonly mobileNumber: string; readonly birthDay: string };
  /** The members the lookup found (none: the lookup's own refusal says so). */
  readonly candidates?: readonly PostalCandidate[];
  readonly errors?: readonly string[];
  readonly notice?: string;
}

const LEAD =
  '郵送で届いた開示請求書の携帯電話番号と生年月日で会員を探し、同封の本人確認書類でご本人であることを確認してから、開示資料を作成します。' +
  '資料は会員の登録メールアドレスに、1回だけ・7日間使えるリンクで届きます。検索と作成は監査ログに記録されます。';

const STATE_LABELS: Readonly<Record<PostalDisclosure['state'], string>> = {
  waiting: 'ダウンロード待ち',
  downloaded: 'ダウンロード済み',
  replaced: '新しい請求に置き換え',
  expired: '期限切れ',
};

/**
 * 個人情報保護法 第33条, a request received by post (issue 57 item 3): staff find the member by the mobile number and
 * birthday the request form gives, confirm the identity against the enclosed documents, and prepare the same export a
 * member asks for online; the link goes to the member's registered mail address. Every lookup and every export is an
 * audit entry. The lookup is a POST: a phone number and a birthday never travel in a URL.
 */
export function DisclosuresPage({ staff, recent, lookup, candidates, errors = [], notice }: DisclosuresPageProps) {
  return (
    <OpsLayout title="個人データのご請求（郵送・電話）" staff={staff} section={{ href: '/disclosures', itself: true }}>
      <PostOutcome refusedTitle="処理できませんでした" errors={errors} notice={notice} />
      <p>{LEAD}</p>
      <form method="post" action="/disclosures/lookup" className="filters">
        <p className="field">
          <label htmlFor="mobileNumber">
            携帯電話番号 <span className="required">必須</span>
          </label>
          <input
            id="mobileNumber"
            name="mobileNumber"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={lookup?.mobileNumber ?? ''}
          />
        </p>
        <p className="field">
          <label htmlFor="birthDay">
            生年月日 <span className="required">必須</span>
          </label>
          <input id="birthDay" name="birthDay" type="date" autoComplete="off" defaultValue={lookup?.birthDay ?? ''} />
        </p>
        <p>
          <button type="submit">会員を探す</button>
        </p>
      </form>
      {candidates && candidates.length > 0 ? (
        <section aria-labelledby="candidates-heading">
          <h2 id="candidates-heading">該当する会員</h2>
          {candidates.map((candidate) => (
            <form key={candidate.memberId} method="post" action="/disclosures/prepare" className="panel">
              <dl className="case-summary">
                <dt>氏名</dt>
                <dd>
                  {candidate.name}（{candidate.kana}）
                </dd>
                <dt>カード（下4桁）</dt>
                <dd>{candidate.cards.length > 0 ? candidate.cards.join('、') : 'なし'}</dd>
                <dt>登録メールアドレス</dt>
                <dd>{candidate.mailAddress ?? '未登録（メールで送れません）'}</dd>
              </dl>
              <input type="hidden" name="memberId" value={candidate.memberId} />
              <p className="field">
                <label htmlFor={`letter-${candidate.memberId}`}>
                  受付番号（郵送物） <span className="required">必須</span>
                </label>
                <input id={`letter-${candidate.memberId}`} name="letterReference" type="text" maxLength={20} autoComplete="off" />
              </p>
              <p className="check">
                <label>
                  <input name="identityChecked" type="checkbox" value="on" />{' '}
                  同封の本人確認書類で、請求者がこの会員ご本人であることを確認しました
                </label>
              </p>
              <p>
                <button type="submit" className="primary">
                  開示資料を作成してメールで送る
                </button>
              </p>
            </form>
          ))}
          {candidates.map((candidate) => (
            <form key={`rights-${candidate.memberId}`} method="post" action="/rights-requests" className="panel">
              <h3>{candidate.name}さんの訂正・利用停止のご請求を登録する（個人情報保護法 第34条・第35条）</h3>
              <input type="hidden" name="memberId" value={candidate.memberId} />
              <fieldset>
                <legend>
                  請求の種類 <span className="required">必須</span>
                </legend>
                {(Object.keys(RIGHTS_REQUEST_KIND_LABELS) as (keyof typeof RIGHTS_REQUEST_KIND_LABELS)[]).map((kind) => (
                  <p key={kind} className="check">
                    <label>
                      <input type="radio" name="kind" value={kind} /> {RIGHTS_REQUEST_KIND_LABELS[kind]}
                    </label>
                  </p>
                ))}
              </fieldset>
              <p className="field">
                <label htmlFor={`rights-letter-${candidate.memberId}`}>
                  受付番号（郵送物・電話の記録） <span className="required">必須</span>
                </label>
                <input id={`rights-letter-${candidate.memberId}`} name="letterReference" type="text" maxLength={20} autoComplete="off" />
              </p>
              <p className="field">
                <label htmlFor={`rights-text-${candidate.memberId}`}>
                  請求の内容 <span className="required">必須</span>
                </label>
                <textarea id={`rights-text-${candidate.memberId}`} name="requestText" rows={4} maxLength={1000} />
              </p>
              <p>
                <button type="submit">請求を登録する（決定は別の審査責任者）</button>
              </p>
            </form>
          ))}
        </section>
      ) : null}
      <h2>最近の郵送のご請求</h2>
      {recent.length === 0 ? (
        <p>まだありません。</p>
      ) : (
        <table>
          <caption className="visually-hidden">最近の郵送のご請求（新しい順）</caption>
          <thead>
            <tr>
              <th scope="col">作成日時</th>
              <th scope="col">会員</th>
              <th scope="col">作成した担当者</th>
              <th scope="col">状況</th>
            </tr>
          </thead>
          <tbody>
            {recent.map((row) => (
              <tr key={row.requestedAt.toISOString()}>
                <td>{tokyoDateTime(row.requestedAt)}</td>
                <td>{row.memberName}</td>
                <td>{row.preparedBy}</td>
                <td>{STATE_LABELS[row.state]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </OpsLayout>
  );
}
