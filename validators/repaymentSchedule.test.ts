import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsOf, instalmentSchedule, legalRateCeiling, minimumPayment, repaymentSchedule, type Schedule } from './repaymentSchedule';

const repaid = (schedule: Schedule) => {
  if (schedule.kind !== 'repaid') throw new Error('expected a schedule that ends');
  return schedule;
};

/**
 * Worked independently of this module (Python's decimal, the same rule: interest = balance × rate ÷ 12 rounded down
 * to the yen, a fixed payment, the last payment the rest), checked by hand for the first two months of each.
 */
const reference = [
  {
    principal: 100_000,
    rate: '18.0',
    payment: 10_000,
    months: 11,
    total: 109_158,
    interest: 9_158,
    first: [10_000, 8_500, 1_500, 91_500],
    second: [10_000, 8_628, 1_372, 82_872],
    last: [9_158, 9_023, 135, 0],
  },
  {
    principal: 100_000,
    rate: '15.0',
    payment: 5_000,
    months: 24,
    total: 115_782,
    interest: 15_782,
    first: [5_000, 3_750, 1_250, 96_250],
    second: [5_000, 3_797, 1_203, 92_453],
    last: [782, 773, 9, 0],
  },
  {
    principal: 500_000,
    rate: '18.0',
    payment: 20_000,
    months: 32,
    total: 631_374,
    interest: 131_374,
    first: [20_000, 12_500, 7_500, 487_500],
    second: [20_000, 12_688, 7_312, 474_812],
    last: [11_374, 11_206, 168, 0],
  },
  {
    principal: 300_000,
    rate: '18.0',
    payment: 11_000,
    months: 36,
    total: 388_683,
    interest: 88_683,
    first: [11_000, 6_500, 4_500, 293_500],
    second: [11_000, 6_598, 4_402, 286_902],
    last: [3_683, 3_629, 54, 0],
  },
  {
    principal: 1_000_000,
    rate: '15.0',
    payment: 30_000,
    months: 44,
    total: 1_301_674,
    interest: 301_674,
    first: [30_000, 17_500, 12_500, 982_500],
    second: [30_000, 17_719, 12_281, 964_781],
    last: [11_674, 11_530, 144, 0],
  },
  {
    principal: 50_000,
    rate: '20.0',
    payment: 3_000,
    months: 20,
    total: 59_057,
    interest: 9_057,
    first: [3_000, 2_167, 833, 47_833],
    second: [3_000, 2_203, 797, 45_630],
    last: [2_057, 2_024, 33, 0],
  },
  {
    principal: 10_000,
    rate: '18.0',
    payment: 3_000,
    months: 4,
    total: 10_339,
    interest: 339,
    first: [3_000, 2_850, 150, 7_150],
    second: [3_000, 2_893, 107, 4_257],
    last: [1_339, 1_320, 19, 0],
  },
] as const;

const row = (r: { payment: number; principal: number; interest: number; balance: number }) => [
  r.payment,
  r.principal,
  r.interest,
  r.balance,
];

describe('a repayment schedule (fixed payment including interest)', () => {
  it.each(reference)('$principal yen at $rate % paying $payment a month: $months payments, $total in all', (c) => {
    const schedule = repaid(
      repaymentSchedule({ principal: c.principal, annualRateBasisPoints: basisPointsOf(c.rate) ?? -1, monthlyPayment: c.payment }),
    );
    expect({ months: schedule.months, total: schedule.totalPayment, interest: schedule.totalInterest }).toEqual({
      months: c.months,
      total: c.total,
      interest: c.interest,
    });
    expect(row(schedule.rows[0]!)).toEqual(c.first);
    expect(row(schedule.rows[1]!)).toEqual(c.second);
    expect(row(schedule.rows.at(-1)!)).toEqual(c.last);
  });

  it('refuses a payment that never covers the interest, and names the smallest that does', () => {
    const schedule = repaymentSchedule({ principal: 1_000_000, annualRateBasisPoints: 1500, monthlyPayment: 12_000 });
    expect(schedule).toEqual({ kind: 'neverRepaid', minimumPayment: minimumPayment(1_000_000, 1500) });
    expect(minimumPayment(1_000_000, 1500)).toBeGreaterThan(12_500);
    expect(
      repaymentSchedule({ principal: 1_000_000, annualRateBasisPoints: 1500, monthlyPayment: minimumPayment(1_000_000, 1500) }).kind,
    ).toBe('repaid');
  });

  it('reads a rate in percent with up to two decimals, and nothing else', () => {
    expect([basisPointsOf('18'), basisPointsOf('18.0'), basisPointsOf('14.95'), basisPointsOf('0.1')]).toEqual([1800, 1800, 1495, 10]);
    expect([basisPointsOf('18.005'), basisPointsOf('-1'), basisPointsOf('１８'), basisPointsOf('')]).toEqual([null, null, null, null]);
  });

  it('knows the Interest Rate Restriction Act’s ceilings: 20 % below 100,000 yen, 18 % below 1,000,000, 15 % above', () => {
    expect([legalRateCeiling(99_999), legalRateCeiling(100_000), legalRateCeiling(999_999), legalRateCeiling(1_000_000)]).toEqual([
      2000, 1800, 1800, 1500,
    ]);
  });
});

describe('every schedule, whatever the amounts (property tests)', () => {
  const inputs = fc
    .record({
      principal: fc.integer({ min: 1, max: 10_000_000 }),
      rate: fc.integer({ min: 0, max: 2000 }),
      payment: fc.integer({ min: 3, max: 999 }).map((thousands) => thousands * 1000),
    })
    .map(({ principal, rate, payment }) => ({ principal, annualRateBasisPoints: rate, monthlyPayment: payment }));

  it('repays exactly the principal, never lets the balance go below zero, and pays principal plus interest', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const schedule = repaymentSchedule(input);
        if (schedule.kind === 'neverRepaid') return schedule.minimumPayment > input.monthlyPayment;
        const principalPaid = schedule.rows.reduce((sum, r) => sum + r.principal, 0);
        return (
          principalPaid === input.principal &&
          schedule.rows.every((r) => r.balance >= 0 && r.interest >= 0 && r.payment <= input.monthlyPayment) &&
          schedule.rows.at(-1)?.balance === 0 &&
          schedule.totalPayment === input.principal + schedule.totalInterest
        );
      }),
      { numRuns: 300 },
    );
  });

  it('costs no less interest at a higher rate, and takes no more months with a higher payment', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 50 }), (input, moreRate, morePayment) => {
        const base = repaymentSchedule(input);
        if (base.kind === 'neverRepaid') return true;
        const dearer = repaymentSchedule({ ...input, annualRateBasisPoints: input.annualRateBasisPoints + moreRate });
        const faster = repaid(repaymentSchedule({ ...input, monthlyPayment: input.monthlyPayment + morePayment * 1000 }));
        return (
          (dearer.kind === 'neverRepaid' || dearer.totalInterest >= base.totalInterest) &&
          faster.months <= base.months &&
          faster.totalInterest <= base.totalInterest
        );
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * A purchase split into instalments (あとから分割), worked by hand: 89,800円 in three at 15.0 % — interest
 * ⌊89,800 × 0.15 ÷ 12⌋ = 1,122, ⌊60,238 × 0.15 ÷ 12⌋ = 752, ⌊30,306 × 0.15 ÷ 12⌋ = 378; 30,683円 a month would
 * leave 3円 for a fourth, so 30,684円, and the third payment (30,306 + 378) is exactly that.
 */
const instalmentReferences: readonly [principal: number, rate: number, count: number, payment: number, last: number, interest: number][] = [
  [89_800, 1500, 3, 30_684, 30_684, 2252],
  // 4,880円 in three: ⌊4,880 × 0.0125⌋ = 61, ⌊3,274 × 0.0125⌋ = 40, ⌊1,647 × 0.0125⌋ = 20: 121円, three times 1,667円.
  [4880, 1500, 3, 1667, 1667, 121],
  // Without interest the payment is the principal divided, rounded up; the last takes what is left.
  [10_000, 0, 3, 3334, 3332, 0],
  // One instalment is the purchase and its one month of interest.
  [120_000, 1500, 1, 121_500, 121_500, 1500],
];

describe('a purchase in instalments (instalmentSchedule)', () => {
  it.each(instalmentReferences)(
    '%i円 at %i bp in %i: %i円 a month, last %i円, interest %i円',
    (principal, rate, count, payment, last, interest) => {
      const schedule = instalmentSchedule(principal, rate, count);
      expect(schedule.rows[0]?.payment).toBe(payment);
      expect(schedule.rows.at(-1)?.payment).toBe(last);
      expect(schedule.totalInterest).toBe(interest);
      expect(schedule.months).toBeLessThanOrEqual(count);
    },
  );

  it('ends within the count with the smallest whole-yen payment, every payment but the last the same (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.constantFrom(1, 3, 5, 6, 10, 12, 15, 18, 20, 24),
        (principal, rate, count) => {
          const schedule = instalmentSchedule(principal, rate, count);
          const payment = schedule.rows[0]!.payment;
          expect(schedule.months).toBeLessThanOrEqual(count);
          expect(schedule.rows.slice(0, -1).every((row) => row.payment === payment)).toBe(true);
          expect(schedule.rows.at(-1)!.payment).toBeLessThanOrEqual(payment);
          expect(schedule.rows.reduce((sum, row) => sum + row.principal, 0)).toBe(principal);
          expect(schedule.totalPayment).toBe(principal + schedule.totalInterest);
          // One yen less a month would not end within the count.
          const shorter = repaymentSchedule({ principal, annualRateBasisPoints: rate, monthlyPayment: payment - 1 });
          if (payment > 1) expect(shorter.kind === 'neverRepaid' || shorter.months > count).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
