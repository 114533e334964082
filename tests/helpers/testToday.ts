/** The day the demo data is seeded for in tests, so dates in assertions never drift. */
export const testToday = '2026-11-22';
