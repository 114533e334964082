import { needsPartnerIdLinkage, partnerOf } from '../../flows/applyRules';
import type { EffectContext, Landing } from '../flows/hostContracts';

/**
 * The partner route of a member's flow (another card, a gold upgrade; flows/partnerLinkage.ts): the machine input
 * the landing gives, decided as for the application (SPEC 4, 6), and what the request keeps of it.
 */
export function partnerRouteInput(
  landing: Landing,
  flags: Readonly<Record<string, boolean>>,
): { readonly partnerIdLinkage: boolean; readonly partnerRoute: string | null } {
  return { partnerIdLinkage: needsPartnerIdLinkage(landing, flags), partnerRoute: partnerOf(landing) ?? null };
}

const optional = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The request's partner columns: the partner, the landing, the linked number and when the member consented. */
export function partnerLinkageColumns(context: EffectContext, answers: Readonly<Record<string, unknown>>) {
  const partner = partnerOf(context.landing);
  if (!partner) return {};
  return {
    partner_route: partner,
    campaign_code: optional(context.landing['campaignCode']),
    shop_id: optional(context.landing['shopId']),
    partner_linkage_mob_num: optional(answers['sbIdLinkageMobNum']),
    partner_linkage_consented_at: answers['sbIdLinkageConsent'] === true ? (context.consentedAt ?? context.now) : null,
  };
}
