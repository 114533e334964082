/**
 * The database's answer, or a failure once `ms` have passed without one: a probe or a scrape must say the database
 * is away rather than hang past its own caller's timeout. The race keeps listening to the abandoned work, so its late
 * failure is not an unhandled rejection.
 */
export function answeredWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
