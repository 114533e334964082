import type { SearchResult } from '../../operations/caseSearch';
import { SEARCH_LIMIT, type SearchBy } from '../../operations/consoleLists';
import type { StaffMember } from '../../operations/staffMembers';
import { CaseTable } from './CaseTable';
import { ErrorSummary } from './ErrorSummary';
import { OpsLayout } from './OpsLayout';
import { SearchForm } from './SearchForm';

export interface SearchPageProps {
  readonly staff: StaffMember;
  readonly by: SearchBy;
  readonly typed: string;
  /** What is wrong with what was typed: nothing was searched. */
  readonly problem?: string;
  /** The cases found; none before a search. */
  readonly result?: SearchResult;
}

/** The search and what it found across the queues, drawn as the answer to the form's post. */
export function SearchPage({ staff, by, typed, problem, result }: SearchPageProps) {
  return (
    <OpsLayout title="案件を探す" staff={staff} section={{ href: '/search', itself: true }}>
      {problem ? (
        <ErrorSummary title="探せませんでした">
          <ul>
            <li>
              <a href="#q">{problem}</a>
            </li>
          </ul>
        </ErrorSummary>
      ) : null}
      <SearchForm by={by} typed={typed} {...(problem ? { problem } : {})} />
      {result ? (
        <section aria-labelledby="results-title">
          <h2 id="results-title">審査待ちの案件</h2>
          <p role="status">
            {result.lines.length === 0
              ? '見つかりませんでした。入力した内容を確かめてください。'
              : result.more
                ? `${SEARCH_LIMIT}件を超えて見つかりました。古い順に${SEARCH_LIMIT}件を表示しています。もう少し詳しく入力してください。`
                : `${result.lines.length}件見つかりました。`}
          </p>
          {result.lines.length > 0 ? <CaseTable lines={result.lines} caption="検索結果" withKind /> : null}
        </section>
      ) : null}
    </OpsLayout>
  );
}
