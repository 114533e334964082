import {
  BUREAU_DEFAULT_KIND_LABELS,
  BUREAU_FAILURE_LABELS,
  BUREAU_LOAN_KIND_LABELS,
  BUREAU_OBLIGATION_KIND_LABELS,
} from '../../../enums/creditBureau';
import type { InquiryView } from '../../creditBureau/inquiries';
import { tokyoDateTime } from './format';

const yen = (amount: number): string => `${amount.toLocaleString('ja-JP')}円`;

/**
 * The credit bureau's answer beside the person's own (issue 61 item 1): the default records, the other credit
 * contracts with their yearly repayments and the other lenders' balances, which the Acts' computations read. Without
 * an answer it says why and offers 再照会; an approval is refused until there is one. Types and labels only: the
 * console's stories draw this in a browser.
 */
export function BureauPanel({ inquiry, action, open }: { inquiry: InquiryView | null; action: string; open: boolean }) {
  const report = inquiry?.report ?? null;
  const again = open ? (
    <form method="post" action={action}>
      <button type="submit">再照会する</button>
    </form>
  ) : null;
  return (
    <section aria-labelledby="bureau-title">
      <h2 id="bureau-title">信用情報機関の照会結果</h2>
      {inquiry === null ? (
        <>
          <p className="notice">まだ照会していません。</p>
          {again}
        </>
      ) : report === null ? (
        <>
          <p className="notice">
            {inquiry.status === 'pending' ? '照会中です。' : '照会できませんでした。承認はできません。'}
            {inquiry.failure ? `${BUREAU_FAILURE_LABELS[inquiry.failure]}（${inquiry.attempts}回照会）。` : ''}
          </p>
          {again}
        </>
      ) : (
        <>
          <p className="hint">
            照会番号 {report.reference}・{inquiry.answeredAt ? tokyoDateTime(inquiry.answeredAt) : ''}回答
          </p>
          <table className="answers">
            <tbody>
              <tr>
                <th scope="row">異動</th>
                <td>
                  {report.defaults.length === 0
                    ? 'なし'
                    : report.defaults.map((entry) => `${BUREAU_DEFAULT_KIND_LABELS[entry.kind]}（${entry.registeredOn}登録）`).join('、')}
                </td>
              </tr>
              {report.creditObligations.map((entry, index) => (
                <tr key={`credit-${index}`}>
                  <th scope="row">{BUREAU_OBLIGATION_KIND_LABELS[entry.kind]}</th>
                  <td>
                    残高 {yen(entry.balanceYen)}・年間の支払 {yen(entry.yearlyRepaymentYen)}
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">他社クレジットの年間支払額</th>
                <td>{yen(report.creditObligations.reduce((sum, entry) => sum + entry.yearlyRepaymentYen, 0))}</td>
              </tr>
              {report.loans.map((entry, index) => (
                <tr key={`loan-${index}`}>
                  <th scope="row">{BUREAU_LOAN_KIND_LABELS[entry.kind]}</th>
                  <td>残高 {yen(entry.balanceYen)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">他の貸金業者の借入残高</th>
                <td>{yen(report.loans.reduce((sum, entry) => sum + entry.balanceYen, 0))}</td>
              </tr>
              <tr>
                <th scope="row">直近6か月の申込</th>
                <td>{report.recentApplications}件</td>
              </tr>
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
