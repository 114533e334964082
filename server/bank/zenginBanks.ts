import { createRequire } from 'node:module';
import { MAIN_BANK_CODES, OWN_BANK_CODE } from '../../enums/bank';
import { toHalfWidthAscii, toKatakana } from '../../validators/normalisers';

/**
 * Banks and branches from the zengin-code package (the maintained Zengin code set: about 1,150 financial
 * institutions and 30,000 branches, 5 MB). It stays on the server: the browser asks for a page of banks or one
 * bank's branches. Loaded once, on first use.
 */
export interface BankSummary {
  readonly code: string;
  readonly name: string;
  readonly kana: string;
}

export interface BranchSummary {
  readonly code: string;
  readonly name: string;
  readonly kana: string;
}

interface ZenginEntry {
  readonly code: string;
  readonly name: string;
  readonly kana: string;
  readonly hira: string;
  readonly roma: string;
}

interface ZenginBank extends ZenginEntry {
  readonly branches: Readonly<Record<string, ZenginEntry>>;
}

interface IndexedBank {
  readonly summary: BankSummary;
  readonly rank: number;
  /** Name, kana and romaji folded for matching (see `fold`). */
  readonly keys: readonly string[];
  readonly branches: readonly BranchSummary[];
}

const isEntry = (value: unknown): value is ZenginEntry =>
  typeof value === 'object' &&
  value !== null &&
  ['code', 'name', 'kana', 'hira', 'roma'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/**
 * The text a person searches with and the stored names compared alike: half-width ASCII in lower case,
 * katakana, small kana as large (Zengin kana writes ユウチヨ for ゆうちょ), long-vowel marks and spaces dropped.
 */
const SMALL_KANA: Readonly<Record<string, string>> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
};
export function fold(text: string): string {
  return toHalfWidthAscii(toKatakana(text))
    .toLowerCase()
    .replace(/[ァィゥェォッャュョヮヵヶ]/g, (ch) => SMALL_KANA[ch] ?? ch)
    .replace(/[\s\u30fc\u2010-\u2015\u2212\-ｰ]/g, '');
}

/** Zengin names banks without 銀行 (三菱ＵＦＪ); codes below 1000 and Japan Post Bank are banks. */
function displayName(code: string, name: string): string {
  const ascii = toHalfWidthAscii(name);
  return Number(code) < 1000 || code === '9900' ? `${ascii}銀行` : ascii;
}

/** Zengin names most branches bare (すずめ); offices already named as one (本店営業部, 出張所) stay as they are. */
function branchName(name: string): string {
  const ascii = toHalfWidthAscii(name);
  return /(店|部|所|センター)$/.test(ascii) ? ascii : `${ascii}支店`;
}

/** The provider's own bank first, then the main banks in their order, then every other by code. */
function rankOf(code: string): number {
  if (code === OWN_BANK_CODE) return 0;
  const main = (MAIN_BANK_CODES as readonly string[]).indexOf(code);
  return main >= 0 ? 1 + main : 100;
}

let index: ReadonlyMap<string, IndexedBank> | undefined;

function load(): ReadonlyMap<string, IndexedBank> {
  if (index) return index;
  const data: unknown = createRequire(import.meta.url)('zengin-code');
  const banks = new Map<string, IndexedBank>();
  for (const value of Object.values(typeof data === 'object' && data !== null ? data : {})) {
    if (!isEntry(value)) continue;
    const rawBranches = (value as Partial<ZenginBank>).branches ?? {};
    const branches = Object.values(rawBranches)
      .filter(isEntry)
      .map((branch) => ({ code: branch.code, name: branchName(branch.name), kana: branch.kana }))
      .sort((a, b) => a.code.localeCompare(b.code));
    const name = displayName(value.code, value.name);
    banks.set(value.code, {
      summary: { code: value.code, name, kana: value.kana },
      rank: rankOf(value.code),
      keys: [name, value.name, value.kana, value.hira, value.roma].map(fold),
      branches,
    });
  }
  index = banks;
  return banks;
}

const byRank = (a: IndexedBank, b: IndexedBank): number => a.rank - b.rank || a.summary.code.localeCompare(b.summary.code);

export interface BankPage {
  readonly banks: readonly BankSummary[];
  readonly total: number;
  /** The offset of the next page, or null on the last. */
  readonly nextOffset: number | null;
}

/**
 * A page of banks. Without a query: the provider's own bank and the main banks (the list shown first). With a
 * query: every bank whose name, kana or romaji contains it, those starting with it first, each group in list order.
 */
export function searchBanks(query: string, offset: number, limit: number): BankPage {
  const banks = [...load().values()];
  const folded = fold(query);
  const found =
    folded === ''
      ? banks.filter((bank) => bank.rank < 100).sort(byRank)
      : banks
          .filter((bank) => bank.keys.some((key) => key.includes(folded)))
          .sort(
            (a, b) =>
              Number(!a.keys.some((key) => key.startsWith(folded))) - Number(!b.keys.some((key) => key.startsWith(folded))) || byRank(a, b),
          );
  const page = found.slice(offset, offset + limit).map((bank) => bank.summary);
  return { banks: page, total: found.length, nextOffset: offset + limit < found.length ? offset + limit : null };
}

export function findBank(code: string): BankSummary | undefined {
  return load().get(code)?.summary;
}

/** Every branch of a bank, by branch code; undefined for an unknown bank. */
export function branchesOf(bankCode: string): readonly BranchSummary[] | undefined {
  return load().get(bankCode)?.branches;
}

export function findBranch(bankCode: string, branchCode: string): BranchSummary | undefined {
  return branchesOf(bankCode)?.find((branch) => branch.code === branchCode);
}
