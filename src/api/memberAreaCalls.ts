import type { ApiClient } from './client';
import type {
  AccountTransferAgreementAnswer,
  AuthorizationPageAnswer,
  ClaimStatusAnswer,
  MemberTopAnswer,
  MessageDetailAnswer,
  MessageListAnswer,
  StatementDetailAnswer,
  StatementMonthlyAnswer,
  StatementMonthsAnswer,
  StatementMultipleAnswer,
  WebDocumentListAnswer,
} from '../../api/memberAreaAnswers';

export type CsvEncoding = 'utf-8' | 'shift_jis';

const page = (offset: number, limit?: number): Record<string, string> => ({
  offset: String(offset),
  ...(limit ? { limit: String(limit) } : {}),
});

/**
 * The member area's credentialed calls (issue 14; server/routes/statements.ts, authorizations.ts, accountTransfer.ts, memberTop.ts,
 * messages.ts, webDocuments.ts) over one API client: the member's, or a former member's for one old card.
 */
export function memberAreaCalls(api: ApiClient) {
  return {
    months: () => api.get<StatementMonthsAnswer>('/external/v1/statement/months'),
    monthly: (billingMonth: string, offset: number) =>
      api.get<StatementMonthlyAnswer>('/external/v1/statement/monthly', { searchParams: { billingMonth, ...page(offset) } }),
    detail: (lineId: string) => api.get<StatementDetailAnswer>(`/external/v1/statement/detail/${encodeURIComponent(lineId)}`),
    multipleDetail: (lineId: string) =>
      api.get<StatementDetailAnswer>(`/external/v1/statement/multiple/detail/${encodeURIComponent(lineId)}`),
    multiple: (billingMonth: string | null, offset: number) =>
      api.get<StatementMultipleAnswer>('/external/v1/statement/multiple', {
        searchParams: { ...(billingMonth ? { billingMonth } : {}), ...page(offset) },
      }),
    csv: (billingMonth: string, encoding: CsvEncoding) =>
      api.get<Blob>('/external/v1/statement/monthly/csv', { searchParams: { billingMonth, encoding }, binary: true }),
    authorizations: (offset: number) =>
      api.get<AuthorizationPageAnswer>('/external/v1/authorization/detail', { searchParams: page(offset) }),
    declinedAuthorizations: (offset: number) =>
      api.get<AuthorizationPageAnswer>('/external/v1/authorization/error-detail', { searchParams: page(offset) }),
    accountTransferAgreement: () => api.get<AccountTransferAgreementAnswer>('/external/v1/jtransfer/agreement'),
    claimStatus: () => api.get<ClaimStatusAnswer>('/external/v1/settlement/top/claimstatus'),
    top: () => api.get<MemberTopAnswer>('/external/v1/member/top'),
    setNickname: (nickname: string) =>
      api.post<{ nickname: string; isDefaultNickname: boolean }>('/external/v1/user/nickname', { json: { nickname } }),
    messages: (offset: number) => api.get<MessageListAnswer>('/external/v1/messages', { searchParams: page(offset) }),
    message: (messageId: string) => api.get<MessageDetailAnswer>(`/external/v1/messages/${encodeURIComponent(messageId)}`),
    markRead: (messageId: string) =>
      api.post<{ unreadCount: number }>(`/external/v1/messages/${encodeURIComponent(messageId)}/read`, { json: {} }),
    documents: () => api.get<WebDocumentListAnswer>('/external/v1/webdocuments'),
    document: (documentId: string) => api.get<Blob>(`/external/v1/webdocuments/${encodeURIComponent(documentId)}`, { binary: true }),
  };
}

export type MemberAreaCalls = ReturnType<typeof memberAreaCalls>;
