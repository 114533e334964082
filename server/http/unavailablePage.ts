/**
 * A page for a person whose request this instance cannot serve now (overloaded, the identity provider away): drawn
 * here, with no script, no stylesheet and no database read, since whatever else would draw it may be what is away.
 * The texts are the callers' constants, never anything a request carries.
 */
export function unavailablePage(heading: string, message: string): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${heading}</title></head><body style="font-family:sans-serif;margin:2rem 1rem;line-height:1.7;color:#1a1a1a;word-break:auto-phrase"><h1 style="font-size:1.25rem">${heading}</h1><p>${message}</p><p><a href="/">トップページへ</a></p></body></html>`;
}
