import { ApiError, readAnswer } from './apiAnswer';
import { api } from './appClient';
import type { CampaignEntryAnswer, CampaignPageAnswer, CampaignStatusAnswer } from '../../api/campaignAnswers';

/**
 * The campaign calls (server/routes/campaigns.ts). A campaign page is public: read without a credential, the
 * session cookie (when there is one) telling the server whose entry to report. Entering and the member's list are
 * credentialed calls (SPEC 7.2).
 */
export async function readCampaign(slug: string): Promise<CampaignPageAnswer> {
  const path = `/v1/campaigns?${new URLSearchParams({ slug }).toString()}`;
  const answer = await readAnswer(await fetch(path, { headers: { accept: 'application/json' } }));
  if (answer.status >= 400) throw new ApiError(answer, path);
  return answer.data as CampaignPageAnswer;
}

export const enterCampaign = (code: string) =>
  api.post<CampaignEntryAnswer>(`/external/v1/campaigns/${encodeURIComponent(code)}/entry`, { json: {} });

export const campaignEntries = () => api.get<CampaignStatusAnswer>('/external/v1/campaigns/entries');
