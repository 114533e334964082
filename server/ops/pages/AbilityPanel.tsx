import { SMALL_LIMIT_EXCEPTION_MAN_YEN } from '../../../enums/creditLaw';
import type { ApprovalCeiling } from '../../../validators/creditLaw';

const yen = (amount: number): string => `${amount.toLocaleString('ja-JP')}円`;

/**
 * The ability to pay as the Installment Sales Act computes it (issue 61 item 2), beside the bureau's answer: each
 * figure with where it comes from, so the examiner can check the sum and sees why the approval is capped. Types and
 * labels only: the console's stories draw this in a browser.
 */
export function AbilityPanel({ ceiling }: { ceiling: ApprovalCeiling }) {
  const ability = ceiling.ability;
  return (
    <section aria-labelledby="ability-title">
      <h2 id="ability-title">支払可能見込額（割賦販売法第30条の2）</h2>
      {ability === null ? (
        <p className="notice">
          年収・世帯人数・住居の回答がないため算定できません。承認できるのは{SMALL_LIMIT_EXCEPTION_MAN_YEN}
          万円までです（同条第1項ただし書の少額の例外）。
        </p>
      ) : (
        <table className="answers">
          <tbody>
            <tr>
              <th scope="row">{ability.incomeBasis === 'own' ? '年収（ご本人）' : '年収（世帯）'}</th>
              <td>{yen(ability.annualIncomeYen)}</td>
            </tr>
            <tr>
              <th scope="row">他社クレジットの年間支払額（信用情報機関）</th>
              {/* Nothing to take away reads 0円, not 「− 0円」. */}
              <td>{ability.yearlyCreditRepaymentsYen > 0 ? `− ${yen(ability.yearlyCreditRepaymentsYen)}` : yen(0)}</td>
            </tr>
            <tr>
              <th scope="row">
                生活維持費（施行規則別表第三・{ability.householdSize === 4 ? '4人以上' : `${ability.householdSize}人`}世帯・
                {ability.paysForHome ? '家賃・住宅ローンあり' : '住居費なし'}）
              </th>
              <td>− {yen(ability.livingCostsYen)}</td>
            </tr>
            <tr>
              <th scope="row">包括支払可能見込額</th>
              <td>{yen(ability.abilityYen)}</td>
            </tr>
            <tr>
              <th scope="row">ご利用可能枠の上限（見込額の10分の9、第30条の2の2）</th>
              <td>
                <strong>{ceiling.ceilingManYen.toLocaleString('ja-JP')}万円</strong>
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </section>
  );
}
