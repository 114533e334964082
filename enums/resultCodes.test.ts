import { describe, expect, it } from 'vitest';
import { errorScreens, isErrorScreenKey } from './errorScreens';
import { resultCodes } from './resultCodes';

// SPEC 8.1 numbers the carrier's refusal of a number among the carrier-link errors (5401–5403), but it is the
// person's mistake, not a failure of ours or the carrier's: answered 422 (issue 58), the one 5xxx code under 500.
const personsMistakeIn5xxx = ['5402'];

// Codes that never end a journey: the calling page shows field errors, retries or handles them in place.
const handledInPlace = ['2000', '2001', '4000', '4002', '4003', '4032', '4090', '4290'];

describe('result-code catalogue (SPEC 8.1)', () => {
  const entries = Object.entries(resultCodes);

  it('lists every code of the specification exactly once', () => {
    const ids = entries.map(([, code]) => code.codeId).sort();
    expect(ids).toEqual(
      [
        '2000',
        '2001',
        '4000',
        '4001',
        '4002',
        '4003',
        '4004',
        '4005',
        '4006',
        '4007',
        '4008',
        '4009',
        '4010',
        '4011',
        '4012',
        '4013',
        '4014',
        '4015',
        '4016',
        '4017',
        '4018',
        '4019',
        '4020',
        '4021',
        '4022',
        '4023',
        '4024',
        '4025',
        '4026',
        '4027',
        '4028',
        '4029',
        '4030',
        '4031',
        '4032',
        '4033',
        '4034',
        '4035',
        '4036',
        '4037',
        '4038',
        '4039',
        '4040',
        '4041',
        '4048',
        '4049',
        '4050',
        '4090',
        '4290',
        '5001',
        '5020',
        '5030',
        '5031',
        '5032',
        '6030',
        '5401',
        '5402',
        '5403',
        // SPEC 8.1's identity errors that this service answers at the application's submit (server/apply/partnerIdentity.ts).
        '00000331',
        '02501010',
        '02501012',
        '10000R19',
      ].sort(),
    );
  });

  it.each(entries)('gives %s a Japanese message and an HTTP status that matches its class', (_name, code) => {
    expect(code.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(code.message.endsWith('。')).toBe(true);
    const family = Number(code.codeId[0]);
    if (family === 2) expect(code.status).toBe(200);
    if (family === 4) expect(code.status).toBeGreaterThanOrEqual(400);
    if (family >= 5 && personsMistakeIn5xxx.includes(code.codeId)) expect(code.status).toBe(422);
    else if (family >= 5) expect(code.status).toBeGreaterThanOrEqual(500);
  });

  it.each(entries)('gives %s an error screen unless the page handles it in place', (_name, code) => {
    if (handledInPlace.includes(code.codeId)) expect(code.screen).toBeNull();
    else expect(isErrorScreenKey(code.screen)).toBe(true);
  });
});

describe('error screens (SPEC 8.2)', () => {
  it.each(Object.entries(errorScreens))('%s has a heading, description, button and a back target inside the service', (_key, screen) => {
    expect(screen.heading.length).toBeGreaterThan(0);
    expect(screen.description.length).toBeGreaterThan(0);
    expect(screen.buttonLabel.length).toBeGreaterThan(0);
    expect(screen.pageTitle.length).toBeGreaterThan(0);
    expect(screen.backTo).toMatch(/^\/(?!\/)/);
  });

  it('keeps the default error page of SPEC 8.2: "system error occurred", back to the top', () => {
    expect(errorScreens.systemError).toMatchObject({ heading: 'システムエラーが発生しました', backTo: '/', pageTitle: 'エラー' });
  });

  it('has the limit screens with the limits of SPEC 9', () => {
    expect(errorScreens.familyCardLimit.description).toContain('10枚');
    expect(errorScreens.goldFamilyCardLimit.description).toContain('3枚');
    expect(errorScreens.alreadyHasCard.description).toContain('合計4枚');
  });
});
