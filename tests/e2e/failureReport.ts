/**
 * The words that open and close a failed journey's report (phone.ts): the shards' runner (runShards.ts) prints each
 * report again once both halves have ended, because CI keeps only the end of its log and a report printed mid-run,
 * where the failure happened, is cut off (issue 62: a journey that failed once in CI said nothing of why).
 */
export const failureReportStart = "failed journey's phone:";
export const failureReportEnd = 'screenshot:';
