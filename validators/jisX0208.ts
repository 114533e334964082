/**
 * Strict JIS X 0208 membership (SPEC 5.1, 5.2: "must be encodable in legacy Shift_JIS", a server-side JIS X 0208 check).
 *
 * Source of the table: JIS X 0208:1997 as decoded by the WHATWG Encoding Standard's Shift_JIS decoder
 * (https://encoding.spec.whatwg.org/#shift_jis-decoder, index-jis0208), built into every browser and into Node's
 * TextDecoder. Only the lead bytes that carry JIS X 0208 rows are decoded: 81–84 (rows 1–8: symbols, digits,
 * Latin, kana, Greek, Cyrillic, box drawing), 88–9F (rows 16–62: level 1 kanji and the start of level 2) and E0–EA up
 * to EAA4 (rows 63–84: level 2). Lead byte 87 (NEC row 13: ①, ㈱), ED–EE (NEC-selected IBM: 髙, 﨑) and FA–FC (IBM)
 * are never decoded, so no vendor extension can enter the set. Encoders (iconv-lite, encoding-japanese) target
 * CP932 and would accept those extensions, which is why membership is never tested by encoding.
 *
 * WHATWG follows the Windows mapping for six row-1 characters; the Unicode consortium's JIS0208.TXT maps the same
 * JIS code points to other code points (〜 for ～, ‖ for ∥, − for －, ¢ £ ¬ for ￠ ￡ ￢). Both are the same JIS X 0208
 * character, so both spellings are accepted.
 */

const JIS0208_TXT_ALTERNATES = [0x301c, 0x2016, 0x2212, 0x00a2, 0x00a3, 0x00ac] as const;

/** Rows 16–84 are the kanji rows of JIS X 0208 (level 1: 16–47, level 2: 48–84). */
const FIRST_KANJI_ROW = 16;

interface JisTable {
  readonly all: ReadonlySet<number>;
  readonly kanji: ReadonlySet<number>;
}

let table: JisTable | undefined;

function leadBytes(): number[] {
  const leads: number[] = [];
  for (let b = 0x81; b <= 0x84; b += 1) leads.push(b);
  for (let b = 0x88; b <= 0x9f; b += 1) leads.push(b);
  for (let b = 0xe0; b <= 0xea; b += 1) leads.push(b);
  return leads;
}

function rowOf(lead: number, trail: number): number {
  const base = lead <= 0x9f ? (lead - 0x81) * 2 + 1 : (lead - 0xc1) * 2 + 1;
  return trail >= 0x9f ? base + 1 : base;
}

function buildTable(): JisTable {
  const decoder = new TextDecoder('shift_jis');
  const all = new Set<number>();
  const kanji = new Set<number>();
  for (const lead of leadBytes()) {
    for (let trail = 0x40; trail <= 0xfc; trail += 1) {
      if (trail === 0x7f) continue;
      if (lead === 0xea && trail > 0xa4) break;
      const decoded = decoder.decode(new Uint8Array([lead, trail]));
      const cp = decoded.codePointAt(0);
      if (cp === undefined || cp === 0xfffd || decoded.length !== 1) continue;
      all.add(cp);
      if (rowOf(lead, trail) >= FIRST_KANJI_ROW) kanji.add(cp);
    }
  }
  for (const cp of JIS0208_TXT_ALTERNATES) all.add(cp);
  return { all, kanji };
}

function jisTable(): JisTable {
  table ??= buildTable();
  return table;
}

/** True when the code point is a character of JIS X 0208 (any row). */
export function isJisX0208CodePoint(codePoint: number): boolean {
  return jisTable().all.has(codePoint);
}

/** True when the code point is a level 1 or level 2 kanji of JIS X 0208. */
export function isJisX0208Kanji(codePoint: number): boolean {
  return jisTable().kanji.has(codePoint);
}

/** True when every character of the string is in JIS X 0208; lone surrogates and astral characters never are. */
export function isJisX0208(value: string): boolean {
  const { all } = jisTable();
  for (const ch of value) {
    const cp = ch.codePointAt(0);
    if (cp === undefined || !all.has(cp)) return false;
  }
  return true;
}

/** Number of characters in the table, exposed for the test that pins the size of the standard. */
export function jisX0208Size(): { all: number; kanji: number } {
  const { all, kanji } = jisTable();
  return { all: all.size, kanji: kanji.size };
}
