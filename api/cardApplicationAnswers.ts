/** GET /external/v1/memberOptionService/multiple/apply/reviewStatus (SPEC 7.2): the member's applications for another card, newest first. */
export interface CardApplicationsAnswer {
  readonly applications: readonly CardApplicationItem[];
}

export interface CardApplicationItem {
  readonly id: number;
  /** 「Mastercard 一般カード」 */
  readonly cardName: string;
  readonly status: 'underReview' | 'approved' | 'declined';
  /** YYYY-MM-DD, Asia/Tokyo. */
  readonly appliedOn: string;
}
