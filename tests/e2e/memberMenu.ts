import type { Phone } from './phone';

/**
 * Opens a member area as a member does (issue 58): the header's メニュー, then the area's link on the menu page. The
 * member top shows only the frequent tasks as tiles; `name` is the menu's whole label (src/pages/member/memberMenu.ts).
 */
export async function fromMenu(phone: Phone, name: string): Promise<void> {
  await phone.page.getByRole('banner').getByRole('link', { name: 'メニュー', exact: true }).click();
  await phone.page.waitForURL(phone.url('/member/menu'));
  await phone.page.getByRole('navigation', { name: 'メニュー', exact: true }).getByRole('link', { name, exact: true }).click();
}
