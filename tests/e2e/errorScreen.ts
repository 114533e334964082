import { expect } from 'vitest';
import { errorScreens } from '../../enums/errorScreens';
import { heading, settled } from './apply/applyJourney';
import type { Phone } from './phone';

/**
 * The phone is on a SPEC 8.2 screen of the catalogue (enums/errorScreens.ts): its URL, heading and description, a
 * 390-pixel screenshot named `shot`, and no axe violation.
 */
export async function onScreen(phone: Phone, screen: keyof typeof errorScreens, shot: string): Promise<void> {
  await phone.page.waitForURL(phone.url(`/error?type=${screen}`));
  await expect.poll(() => heading(phone)).toBe(errorScreens[screen].heading);
  await settled(phone);
  expect(await phone.page.getByText(errorScreens[screen].description).count()).toBe(1);
  await phone.screenshot(shot);
  expect(await phone.accessibilityViolations()).toEqual([]);
}
