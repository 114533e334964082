/** GET /api/bff/member/disclosure (APPI 第33条): where the link will go and the member's recent requests. */
export interface DisclosurePageAnswer {
  /** The registered address, masked (n******@example.jp); null: none registered, so no request can be made. */
  readonly mailAddress: string | null;
  /** How many days a mailed link works (once). */
  readonly linkDays: number;
  readonly requests: readonly DisclosureRequestRow[];
}

export interface DisclosureRequestRow {
  readonly requestedAt: string;
  readonly receivedBy: 'member' | 'post';
  readonly expiresAt: string;
  /** waiting: the link still works; downloaded, replaced (a newer request's link took over) or expired: it does not. */
  readonly state: 'waiting' | 'downloaded' | 'replaced' | 'expired';
}

/** POST /api/bff/member/disclosure: the request taken and its mail written. */
export interface DisclosureRequestedAnswer {
  readonly requestedAt: string;
  readonly expiresAt: string;
  readonly mailedTo: string;
}
