import { PRESSED_BEFORE_HYDRATION, TYPED_BEFORE_HYDRATION, type TypedField } from '../../api/typedBeforeHydration';

/**
 * What a person types or chooses on a page the server drew, before the page's script has run: noted by the page's own
 * script (server/plugins/app/pageHints.ts) by field id, in memory only, and taken once by the live form
 * (src/flow/StepPage.tsx), whose hydration draws every field from its own state. The first button pressed meanwhile
 * (次へ, この内容で申し込む) is kept too, and pressed again when the page is live (src/shell/serverDrawnPage.ts).
 */
export function takeTypedBeforeHydration(): Readonly<Record<string, TypedField>> {
  const store = window as unknown as Record<string, Record<string, TypedField> | undefined>;
  const noted = store[TYPED_BEFORE_HYDRATION] ?? {};
  store[TYPED_BEFORE_HYDRATION] = {};
  return noted;
}

/** The button pressed before the page was live, once, when it is still on the page and can be pressed. */
export function takePressedBeforeHydration(): HTMLButtonElement | null {
  const store = window as unknown as Record<string, HTMLButtonElement | null | undefined>;
  const pressed = store[PRESSED_BEFORE_HYDRATION] ?? null;
  store[PRESSED_BEFORE_HYDRATION] = null;
  return pressed?.isConnected && !pressed.disabled ? pressed : null;
}
