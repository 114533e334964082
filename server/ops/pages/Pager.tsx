/**
 * The page links of a long queue: a link per page (the current one marked for screen readers with
 * `aria-current`), 前へ and 次へ, all plain links in the page's address (`?page=`), so a page is kept, shared and
 * reached by Tab and Enter with no script. Far pages are elided around the current one.
 */
export function Pager({ page, pages, href }: { readonly page: number; readonly pages: number; readonly href: (page: number) => string }) {
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav className="pager" aria-label="ページ">
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              前へ
            </a>
          </li>
        ) : null}
        {shown.map((n, index) => (
          <li key={n}>
            {index > 0 && n - (shown[index - 1] ?? n) > 1 ? <span aria-hidden="true">…</span> : null}
            <a href={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={`${n}ページ目`}>
              {n}
            </a>
          </li>
        ))}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              次へ
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
