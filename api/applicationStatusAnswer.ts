/** GET /external/v1/apply/status: the submitted application, or null before one is submitted. */
export interface ApplicationStatusAnswer {
  readonly application: {
    readonly inquiryNumber: string;
    readonly submittedAt: string;
    /** Where the flow ended: complete (nothing more asked of the person), underReview (documents to look at). */
    readonly result: 'complete' | 'underReview';
    /** The examination's outcome (issue 31: the staff console's decision); null while it is examined. */
    readonly decision: 'approved' | 'declined' | null;
  } | null;
}
