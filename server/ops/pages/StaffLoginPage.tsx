import { OpsLayout } from './OpsLayout';

export interface StaffLoginPageProps {
  /** Where the form posts (the interaction's own URL); none when the login can only start again. */
  readonly action?: string;
  readonly loginId?: string;
  readonly error?: string;
}

/**
 * The built-in staff provider's login: login id, password and the six-digit code of the staff member's
 * authenticator app (TOTP, RFC 6238), in one form. Labels, not placeholders; the error names what to do and is tied
 * to the fields.
 */
export function StaffLoginPage({ action, loginId, error }: StaffLoginPageProps) {
  const described = error ? { 'aria-describedby': 'login-error', 'aria-invalid': true } : {};
  return (
    <OpsLayout title="スタッフログイン" staff={null}>
      {error ? (
        <p id="login-error" className="error" role="alert">
          {error}
        </p>
      ) : null}
      {action ? (
        <form method="post" action={action} noValidate className="login-form">
          <p className="field">
            <label htmlFor="login-id">ログインID</label>
            <input
              id="login-id"
              name="loginId"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              defaultValue={loginId ?? ''}
              {...described}
            />
          </p>
          <p className="field">
            <label htmlFor="password">パスワード</label>
            <input id="password" name="password" type="password" autoComplete="current-password" required {...described} />
          </p>
          <p className="field">
            <label htmlFor="totp">確認コード（認証アプリの6桁）</label>
            <input
              id="totp"
              name="totp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              {...described}
            />
          </p>
          <p>
            <button className="primary" type="submit">
              ログイン
            </button>
          </p>
        </form>
      ) : (
        <p>
          <a href="/login">ログインをやり直す</a>
        </p>
      )}
    </OpsLayout>
  );
}
