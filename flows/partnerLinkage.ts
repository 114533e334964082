import { Partner } from '../enums/partner';
import type { LinearStep } from './linearFlow';

/**
 * The partner route of a member's flow (another card, a gold upgrade), as the application has it (SPEC 4, 6): a
 * member who came by a partner's link links the partner ID before the card's pages. The server's input says whether
 * (`partnerIdLinkage`, from the landing and the flags) and which partner (`partnerRoute`).
 */
type Facts = Readonly<Record<string, unknown>>;

export const linksPartnerId = (facts: Facts): boolean => facts['partnerIdLinkage'] === true;
export const isSbRoute = (facts: Facts): boolean => facts['partnerRoute'] === Partner.SB;

/** The linkage's two pages (the application's schemas): the partner's mobile number, then the consent. */
export const partnerIdLinkageSteps = (base: string): readonly LinearStep[] => [
  { id: 'sbIdLinkageCertification', path: `${base}/certification`, when: linksPartnerId, whenByInput: true },
  { id: 'sbIdLinkagePermission', path: `${base}/permission`, when: linksPartnerId, whenByInput: true },
];
