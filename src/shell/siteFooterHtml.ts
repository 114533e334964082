import footer from '../../config/siteFooter.json' with { type: 'json' };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The footer of every page, as a Japanese issuer's site has it (issue 58): the privacy policy, the terms, the site's
 * use, security, the company, the contact, and the registrations the law asks to be shown (貸金業法 第14条), from
 * config/siteFooter.json (checked at start with the pages it leads to). Written into the page's HTML shell at build
 * time (vite.config.ts), after the app's root, rather than drawn by the app: it is the same on every page, and as
 * script it cost every page's first load the bytes DESIGN.md's budget for our code had no room for. Its links load
 * the page they lead to.
 */
export function siteFooterHtml(): string {
  const links = footer.links.map((link) => `<li><a href="${escapeHtml(link.path)}">${escapeHtml(link.label)}</a></li>`).join('');
  const registrations = footer.registrations.map((line) => `<p class="app-footer__registration">${escapeHtml(line)}</p>`).join('');
  return `<footer class="app-footer"><nav aria-label="サイトについて"><ul class="app-footer__links">${links}</ul></nav>${registrations}<p>${escapeHtml(footer.copyright)}</p></footer>`;
}
