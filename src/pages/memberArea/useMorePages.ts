import { useCallback, useEffect, useState } from 'react';

/**
 * "もっと見る" over an offset-paged list (SPEC 9: 24 at a time): the first page comes with the page's read, each
 * further page is appended; `focusFrom` is where the newly read lines start, for the focus to move there.
 */
export function useMorePages<Line>(
  first: { readonly lines: readonly Line[]; readonly total: number } | null,
  readMore: (offset: number) => Promise<readonly Line[]>,
) {
  const [lines, setLines] = useState<readonly Line[]>(first?.lines ?? []);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    setLines(first?.lines ?? []);
    setFocusFrom(null);
    setState('idle');
  }, [first]);
  const more = useCallback(() => {
    setState('loading');
    readMore(lines.length).then(
      (next) => {
        setFocusFrom(lines.length);
        setLines([...lines, ...next]);
        setState('idle');
      },
      () => setState('failed'),
    );
  }, [lines, readMore]);
  return { lines, more, state, focusFrom, hasMore: first !== null && lines.length < first.total };
}
