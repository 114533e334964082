import { api } from './appClient';
import type { PartnerIdLinkageAnswer } from '../../api/partnerIdLinkageAnswers';

/** The partner ID link's status and its undo (server/routes/partnerIdLinkage.ts); the undo carries its Idempotency-Key. */
export const partnerIdLinkageCalls = {
  status: () => api.get<PartnerIdLinkageAnswer>('/external/v1/member/sbidlinkage'),
  unlink: () => api.post<PartnerIdLinkageAnswer>('/external/v1/member/sbidlinkage/unlink', { json: {} }),
};
