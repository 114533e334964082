import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { api, exMemberApi } from '../../api/appClient';
import { memberAreaCalls, type MemberAreaCalls } from '../../api/memberAreaCalls';

/**
 * Whose statements a page reads: the member's selected card under /member, or a former member's old card under
 * /ex-member (SPEC 2.5), chosen by `?card=<index>` (getCredentialForExMember's index). The same pages serve both;
 * `to` keeps the old card in every link.
 */
export interface Area {
  readonly kind: 'member' | 'exMember';
  readonly calls: MemberAreaCalls;
  /** The area's path for a page name (`statement/monthly`) and its query. */
  to(page: string, query?: Record<string, string>): string;
  readonly topPath: string;
}

const memberCalls = memberAreaCalls(api);
const exMemberCalls = new Map<number, MemberAreaCalls>();

export function useArea(): Area {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const exMember = pathname.startsWith('/ex-member');
  const rawIndex = query.get('card') ?? '0';
  const index = /^(0|[1-9][0-9]{0,2})$/.test(rawIndex) ? Number(rawIndex) : 0;
  return useMemo(() => {
    if (!exMember) {
      return {
        kind: 'member',
        calls: memberCalls,
        topPath: '/member',
        to: (page, extra = {}) => withQuery(`/member/${page}`, extra),
      };
    }
    let calls = exMemberCalls.get(index);
    if (!calls) {
      calls = memberAreaCalls(exMemberApi(index));
      exMemberCalls.set(index, calls);
    }
    return {
      kind: 'exMember',
      calls,
      topPath: '/ex-member/top',
      to: (page, extra = {}) => withQuery(`/ex-member/${page}`, { card: String(index), ...extra }),
    };
  }, [exMember, index]);
}

function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
