/** /login is the server's (it starts the OpenID flow), so the browser leaves the app to get there. */
export function goToLogin(path: string): void {
  window.location.assign(`/login?redirect=${encodeURIComponent(path)}`);
}
