/** GET /external/v1/apply/status: the submitted application, or null before one is submitted. */
export interface ApplicationStatusAnswer {
  readonly application: {
    readonly inquiryNumber: string;
    readonly submittedAt: string;
    /** complete: approved at once, the card is on its way; underReview: a person examines it. */
    readonly result: 'complete' | 'underReview';
  } | null;
}
