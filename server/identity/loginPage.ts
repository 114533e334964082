import { loginMessages } from './loginMessages';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

export interface LoginPageInput {
  /** Where the form posts; the interaction's own URL. */
  readonly action?: string;
  readonly loginId?: string;
  readonly error?: string;
}

/**
 * The embedded provider's login form, rendered on the server: no script at all (so the strict CSP needs no
 * nonce), labels rather than placeholders, and the error tied to the fields with aria-describedby.
 */
export function renderLoginPage(input: LoginPageInput): string {
  const error = input.error ? `<p id="login-error" class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  const described = input.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  const form = input.action
    ? `<form method="post" action="${escapeHtml(input.action)}" novalidate>
<p class="field"><label for="login-id">${loginMessages.loginIdLabel}</label>
<input id="login-id" name="loginId" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(input.loginId ?? '')}"${described}></p>
<p class="field"><label for="password">${loginMessages.passwordLabel}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}></p>
<p><button class="submit" type="submit">${loginMessages.submit}</button></p>
</form>`
    : `<p><a href="/login">${loginMessages.backToLogin}</a></p>
<p><a href="/">${loginMessages.backToTop}</a></p>`;
  return page(loginMessages.pageTitle, loginMessages.heading, `${error}\n${form}`);
}

/**
 * The provider's own pages (its errors, the logout question and answer; issue 13: the library's defaults are
 * English), in the login page's look. `content` is markup built here or the library's escaped form.
 */
export function renderProviderPage(input: { readonly title: string; readonly heading: string; readonly content: string }): string {
  return page(input.title, input.heading, input.content);
}

function page(title: string, heading: string, content: string): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/login.css">
<title>${title}</title>
</head>
<body>
<main>
<h1>${heading}</h1>
${content}
</main>
</body>
</html>
`;
}
