import { hasHiddenCharacters } from './controlCharacters.js';

/**
 * A card's nickname (SPEC 7.2 POST /external/v1/user/nickname): what the member calls the card in the app. The
 * SPEC gives no rule; ours: spaces at either end are dropped, at most 20 characters (the card face has room for
 * no more), no line breaks; an empty nickname gives the card its default name back. It is free text outside any
 * step, so it refuses here what every step's answer refuses (./controlCharacters.ts): the edge refuses only C0 and
 * C1 controls, and a bidirectional control or U+2028 would otherwise reach every screen that shows the card.
 */
export const NICKNAME_MAX = 20;

export const nicknameMessages = {
  tooLong: `ニックネームは${NICKNAME_MAX}文字以内で入力してください。`,
  lineBreak: 'ニックネームに改行は使えません。',
  hiddenCharacter: 'ニックネームに使用できない文字が含まれています。',
} as const;

export function normaliseNickname(value: string): string {
  return value.replace(/^[\s\u3000]+|[\s\u3000]+$/g, '');
}

/** The message for a nickname that cannot be kept, or null. Counted in characters, not UTF-16 units. */
export function nicknameProblem(value: string): string | null {
  const nickname = normaliseNickname(value);
  // U+2028 and U+2029 are line breaks to the browser that draws the nickname, so they are named as such.
  if (/[\r\n\u2028\u2029]/.test(nickname)) return nicknameMessages.lineBreak;
  if (hasHiddenCharacters(nickname)) return nicknameMessages.hiddenCharacter;
  if ([...nickname].length > NICKNAME_MAX) return nicknameMessages.tooLong;
  return null;
}
