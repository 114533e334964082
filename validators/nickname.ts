/**
 * A card's nickname (SPEC 7.2 POST /external/v1/user/nickname): what the member calls the card in the app. The
 * SPEC gives no rule; ours: spaces at either end are dropped, at most 20 characters (the card face has room for
 * no more), no line breaks; an empty nickname gives the card its default name back.
 */
export const NICKNAME_MAX = 20;

export const nicknameMessages = {
  tooLong: `ニックネームは${NICKNAME_MAX}文字以内で入力してください。`,
  lineBreak: 'ニックネームに改行は使えません。',
} as const;

export function normaliseNickname(value: string): string {
  return value.replace(/^[\s\u3000]+|[\s\u3000]+$/g, '');
}

/** The message for a nickname that cannot be kept, or null. Counted in characters, not UTF-16 units. */
export function nicknameProblem(value: string): string | null {
  const nickname = normaliseNickname(value);
  if (/[\r\n]/.test(nickname)) return nicknameMessages.lineBreak;
  if ([...nickname].length > NICKNAME_MAX) return nicknameMessages.tooLong;
  return null;
}
