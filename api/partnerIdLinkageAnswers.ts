/**
 * SPEC 2.6 /member/setting/sbidlinkage/status: whether the member's account is linked to their partner (SB) ID, as
 * `GET /external/v1/member/sbidlinkage` and its undo `POST /external/v1/member/sbidlinkage/unlink` answer it.
 */
export interface PartnerIdLinkageAnswer {
  readonly linked: boolean;
  /** When the link was made (ISO 8601), null when not linked. */
  readonly linkedAt: string | null;
  /** The last four digits of the partner's mobile number the link was made with, null when not linked. */
  readonly mobNumLast4: string | null;
  /** Whether a link may be made now: false while the feature flags withdraw the linkage (sbIdLinkage, its rollback). */
  readonly offered: boolean;
}
