import { SEARCH_BY, type SearchBy } from '../../operations/consoleLists';

/**
 * The search of the waiting cases: by inquiry number, name or phone. Sent by POST, so a name or a number typed here is
 * never in an address, a browser's history or an access log (issue 58); the answer is the results page itself.
 */
export function SearchForm({ by, typed, problem }: { readonly by: SearchBy; readonly typed: string; readonly problem?: string }) {
  return (
    <form method="post" action="/search" className="search">
      <fieldset>
        <legend>探し方</legend>
        {(Object.keys(SEARCH_BY) as SearchBy[]).map((value) => (
          <label key={value}>
            <input type="radio" name="by" value={value} defaultChecked={value === by} /> {SEARCH_BY[value]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="q">探す内容</label>
        <p id="q-hint" className="hint">
          お問い合わせ番号はハイフンがあってもなくても探せます。お名前は漢字でも、カナやひらがなでも探せます。
        </p>
        {problem ? (
          <p id="q-error" className="error">
            {problem}
          </p>
        ) : null}
        <input
          id="q"
          name="q"
          type="text"
          defaultValue={typed}
          maxLength={40}
          autoComplete="off"
          aria-describedby={problem ? 'q-hint q-error' : 'q-hint'}
          {...(problem ? { 'aria-invalid': true } : {})}
        />
      </div>
      <button type="submit" className="primary">
        探す
      </button>
    </form>
  );
}
