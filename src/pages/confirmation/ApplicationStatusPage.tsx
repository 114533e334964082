import { Link } from 'react-router';
import { api } from '../../api/appClient';
import type { ApplicationStatusAnswer } from '../../../api/applicationStatusAnswer';
import { inquiryNumberFormat } from '../../../validators/normalisers';
import { japaneseDate } from '../../../validators/japaneseDate';
import { tokyoDate } from '../memberArea/tokyoDate';
import { usePageTitle } from '../../shell/usePageTitle';
import { ReadStatus } from '../memberArea/ReadStatus';
import { useRead } from '../memberArea/useRead';
import '../memberArea/memberArea.css';

const text = {
  title: 'お申し込み状況の確認',
  none: 'お申し込みはまだありません。',
  apply: 'カードを申し込む',
  inquiryNumber: 'お問い合わせ番号',
  submittedOn: 'お申し込み日',
  status: '状況',
  result: { examining: '審査中', approved: '審査が完了しました', declined: '審査の結果' },
  lead: {
    examining: 'ただいま審査しています。結果はメールでお知らせします。お問い合わせの際は、お問い合わせ番号をお伝えください。',
    approved: 'カードを発行しました。カードはご登録の住所にお届けします。届いたらログインして、カードの利用開始の手続きをしてください。',
    declined:
      '誠に申し訳ございませんが、審査の結果、このたびはカードの発行を見送らせていただきました。審査の内容についてはお答えできません。',
  },
} as const;

/** SPEC 2.2 /confirmation/status: the application a person submitted and where its examination stands. */
export default function ApplicationStatusPage() {
  usePageTitle(text.title);
  const { state, reload } = useRead(() => api.get<ApplicationStatusAnswer>('/external/v1/apply/status'), 'application-status');
  const application = state.kind === 'ready' ? state.data.application : null;
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <ReadStatus state={state} onRetry={reload} />
      {state.kind === 'ready' && !application ? (
        <>
          <p className="notice">{text.none}</p>
          <Link className="button button--primary button--block" to="/apply/steps">
            {text.apply}
          </Link>
        </>
      ) : null}
      {application ? (
        <>
          <dl className="summary-list">
            <div>
              <dt>{text.inquiryNumber}</dt>
              <dd data-testid="inquiry-number">{inquiryNumberFormat(application.inquiryNumber)}</dd>
            </div>
            <div>
              <dt>{text.submittedOn}</dt>
              <dd>{japaneseDate(tokyoDate(application.submittedAt))}</dd>
            </div>
            <div>
              <dt>{text.status}</dt>
              <dd data-testid="application-result">{text.result[application.decision ?? 'examining']}</dd>
            </div>
          </dl>
          <p>{text.lead[application.decision ?? 'examining']}</p>
        </>
      ) : null}
    </div>
  );
}
