import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { bffCall } from '../sms/bffCall';
import '../memberArea/memberArea.css';

export const mailVerifyText = {
  title: 'メールアドレスの変更',
  checking: 'メールアドレスを確認しています…',
  doneTitle: 'メールアドレスを変更しました',
  done: (address: string) => `これからのお知らせは ${address} にお送りします。前のメールアドレスには、変更したことをお知らせしました。`,
  noToken: 'リンクが正しくありません。メールのリンクをもう一度開くか、メールアドレスの変更をやり直してください。',
  retry: 'メールアドレスの変更をやり直す',
  memberInfo: '会員情報を見る',
  memberTop: '会員トップへ',
} as const;

type Verification = { state: 'checking' } | { state: 'done'; mailAddress: string } | { state: 'refused'; message: string };

/**
 * Issue 30: the link of a mail address change, opened from the mail by the logged-in member (the guards send a
 * visitor to the login first and back here with the link). The page, not the link's GET, asks the server: a mail
 * client that fetches links changes nothing. Opening it twice answers the same.
 */
export default function MailVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verification, setVerification] = useState<Verification>(
    token ? { state: 'checking' } : { state: 'refused', message: mailVerifyText.noToken },
  );
  usePageTitle(verification.state === 'done' ? mailVerifyText.doneTitle : mailVerifyText.title);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void bffCall<{ mailAddress: string }>('/api/bff/member/mail/verify', { method: 'post', json: { token } }).then((answer) => {
      if (!current) return;
      if (answer.ok) setVerification({ state: 'done', mailAddress: answer.data.mailAddress });
      else
        setVerification({ state: 'refused', message: answer.errors.find((error) => error.field === 'token')?.message ?? answer.message });
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{verification.state === 'done' ? mailVerifyText.doneTitle : mailVerifyText.title}</h1>
      {verification.state === 'checking' && <p role="status">{mailVerifyText.checking}</p>}
      {verification.state === 'done' && (
        <>
          <p role="status">{mailVerifyText.done(verification.mailAddress)}</p>
          <p className="panel">
            <Link to="/member/info/top">{mailVerifyText.memberInfo}</Link>
          </p>
        </>
      )}
      {verification.state === 'refused' && (
        <>
          <p role="alert">{verification.message}</p>
          <p className="panel">
            <Link to="/member/mail/setting">{mailVerifyText.retry}</Link>
          </p>
        </>
      )}
      <p className="panel">
        <Link to="/member">{mailVerifyText.memberTop}</Link>
      </p>
    </div>
  );
}
