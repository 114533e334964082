import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCOUNT_TRANSFER_TERMS } from '../../enums/accountTransfer';
import { hashPassword } from '../identity/passwordHash';
import type { Database, NewCard, NewMessage } from '../db/schema';
import { demoPassword, demoPeople, testPeople, type DemoAccount, type DemoCard, type DemoPartnerRecord } from './demoAccounts';
import { defaultNickname } from '../memberArea/defaultNickname';
import { demoAuthorizations } from './demoAuthorizations';
import { demoStatements, type StatementClock } from './demoStatements';
import { seedStaffAccounts } from './staffAccounts';
import { Partner } from '../../enums/partner';
import { underStartupLock } from '../db/startupLock';
import { databaseStorage } from '../uploads/databaseStorage';
import type { FileStorage } from '../uploads/fileStorage';
import { deskPeople, seedDeskCases } from './deskCases';

/**
 * Fills an empty database with the demo people, their cards, a year of statements and a month of authorisations per
 * card, messages and campaign entries, and with the tests' own applicants when `testPeople` is asked for (a server run for tests).
 * Everything but the password salts is a pure function of the account list and `today`, so two seeds on the same
 * day hold the same rows. The look and the writes are one turn under the start-up lock: of instances starting together
 * on an empty database, one seeds and the others find its people. The staff console's waiting cases come last
 * (`deskCases.ts`), their photos into `fileStorage` (the app's; the database's own store when not given). `passwordCost`: scrypt's cost for the demo password
 * and PINs (the app's PASSWORD_HASH_COST); OWASP's when not given.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  options: { today: string; testPeople?: boolean; passwordCost?: number; fileStorage?: FileStorage },
): Promise<boolean> {
  return underStartupLock(db, 'demo-seed', async () => {
    const existing = await db.selectFrom('members').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const passwordHash = await hashPassword(demoPassword, options.passwordCost);
    const people = [...demoPeople, ...deskPeople, ...(options.testPeople ? testPeople : [])];
    await db.transaction().execute(async (trx) => {
      for (const account of people) await insertAccount(trx, account, passwordHash, options);
    });
    await seedStaffAccounts(db, passwordHash);
    await seedDeskCases(db, {
      today: options.today,
      passwordCost: options.passwordCost,
      fileStorage: options.fileStorage ?? databaseStorage(db),
      now: new Date(),
    });
    return true;
  });
}

/**
 * A new person made like one of the demo people (their cards, statements, messages and notices), under a login id of
 * their own (`<template>-<8 hex>`, password as the demo people's): a test makes the people it changes, so no test
 * depends on what another did to a shared demo person. Undefined for a template that is no demo person.
 */
export async function seedPersonLike(
  db: Kysely<Database>,
  template: string,
  options: { today: string; passwordCost?: number },
): Promise<string | undefined> {
  const account = [...demoPeople, ...testPeople].find((candidate) => candidate.loginId === template);
  if (!account) return undefined;
  const loginId = `${template}-${randomBytes(4).toString('hex')}`;
  // The template's own hash of the same password when it was seeded: a slow hash (0.4-0.9 s of a core here) saved on
  // each of the browser journeys' forty-odd new people.
  const seeded = await db.selectFrom('embedded_idp_accounts').select('password_hash').where('login_id', '=', template).executeTakeFirst();
  const passwordHash = seeded?.password_hash ?? (await hashPassword(demoPassword, options.passwordCost));
  await db.transaction().execute((trx) => insertAccount(trx, { ...account, loginId }, passwordHash, options));
  return loginId;
}

const networkCodes = { visa: '1', master: '2', jcb: '9' } as const;
// Design codes of SPEC 3.2 used for the demo faces: black landscape per network, gold landscape per network.
const demoDesign = {
  visa: { regular: '001', gold: '010' },
  master: { regular: '004', gold: '013' },
  jcb: { regular: '007', gold: '016' },
} as const;

/** A birthday that makes the person `age` today: today's month and day `age` years ago (28 February for a leap day). */
function birthDayAt(age: number, today: string): string {
  const monthDay = today.slice(4) === '-02-29' ? '-02-28' : today.slice(4);
  return `${String(Number(today.slice(0, 4)) - age).padStart(4, '0')}${monthDay}`;
}

function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** A deterministic stream of numbers in [0, 1) for amounts (mulberry32). */
function randomStream(seed: string): () => number {
  let state = Number.parseInt(digest(seed).slice(0, 8), 16);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function monthsBefore(today: string, months: number): { year: number; month: number } {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 090, a non-zero digit, seven more (SPEC 5.4). */
function demoMobileNumber(loginId: string): string {
  const digits = digest('mobile', loginId).replace(/\D/g, '').padEnd(8, '5');
  return `090${(Number(digits[0]) % 9) + 1}${digits.slice(1, 8)}`;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** A member's birthday (YYYYMMDD), 1960–1999, a day every month has: the PIN steps check a new PIN against it. */
function demoBirthDate(loginId: string): string {
  const n = Number.parseInt(digest('birthday', loginId).slice(0, 8), 16);
  return `${1960 + (n % 40)}-${pad((Math.floor(n / 40) % 12) + 1)}-${pad((Math.floor(n / 480) % 28) + 1)}`;
}

async function insertPartnerRecord(
  trx: Kysely<Database>,
  memberId: string,
  account: DemoAccount & { partner: DemoPartnerRecord },
): Promise<void> {
  const { partner } = account;
  await trx
    .insertInto('partner_users')
    .values({
      member_id: memberId,
      uaid: digest('uaid', account.loginId).slice(0, 32),
      phone_number: demoMobileNumber(account.loginId),
      email: `${account.loginId}@example.com`,
      status: partner.status,
      kyc_type: partner.kycType,
      last_name: account.lastNameKanji,
      first_name: account.firstNameKanji,
      last_name_kana: partner.lastNameKana,
      first_name_kana: partner.firstNameKana,
      date_of_birth: partner.dateOfBirth,
      zip_code: partner.zipCode,
      state: partner.state,
      city: partner.city,
      street1: partner.street1,
      street2: partner.street2,
    })
    .execute();
}

async function insertAccount(
  trx: Kysely<Database>,
  account: DemoAccount,
  passwordHash: string,
  { today, passwordCost }: { today: string; passwordCost?: number },
): Promise<void> {
  const memberId = `member-${account.loginId}`;
  const subject = digest('subject', account.loginId).slice(0, 32);
  await trx
    .insertInto('members')
    .values({
      id: memberId,
      oidc_subject: subject,
      ppcd_web_guid: digest('guid', account.loginId).slice(0, 32),
      role: account.role,
      registration_confirmed: account.registrationConfirmed,
      membership_status: account.membershipStatus,
      last_name_kanji: account.lastNameKanji,
      first_name_kanji: account.firstNameKanji,
      last_name_kana: account.lastNameKana,
      first_name_kana: account.firstNameKana,
      mobile_number: demoMobileNumber(account.loginId),
      residence_document_status: account.notices?.residenceDocumentStatus ?? '00',
      address_mismatch: account.notices?.addressMismatch ?? false,
      ...(account.residenceCardExpiresInDays === undefined
        ? {}
        : {
            nationality: 'VN',
            residence_status: '26',
            residence_expiry: new Date(Date.parse(`${today}T00:00:00Z`) + account.residenceCardExpiresInDays * 86_400_000)
              .toISOString()
              .slice(0, 10),
          }),
      contact_warning: account.notices?.contactWarning ?? false,
      family_credit_pending: account.notices?.familyCreditPending ?? false,
      // example.com is reserved for examples (RFC 2606): no demo mail can reach anyone.
      mail_address: account.role === 'member' ? `${account.loginId}@example.com` : null,
      birth_day:
        account.age === undefined ? (account.role === 'applicant' ? null : demoBirthDate(account.loginId)) : birthDayAt(account.age, today),
      // A card member's registered home: the Imperial Palace's postal code stands for an address nobody lives at.
      ...(account.role === 'member' && !account.noAddress
        ? {
            home_zip_code: '1000001',
            home_addr_kanji: '東京都千代田区千代田',
            home_sub_addr_kanji: '１－１',
            home_addr_kana: 'トウキョウト　チヨダク　チヨダ　１－１',
            tel_num: null,
          }
        : {}),
    })
    .execute();
  await trx.insertInto('embedded_idp_accounts').values({ login_id: account.loginId, password_hash: passwordHash, subject }).execute();
  if (account.partner) await insertPartnerRecord(trx, memberId, { ...account, partner: account.partner });
  if (account.partnerIdLinkedDaysAgo !== undefined) {
    const linkedAt = new Date(Date.parse(`${today}T10:00:00+09:00`) - account.partnerIdLinkedDaysAgo * 86_400_000);
    await trx
      .insertInto('partner_id_links')
      .values({
        member_id: memberId,
        partner: Partner.SB,
        mob_num: demoMobileNumber(account.loginId),
        consented_at: linkedAt,
        linked_at: linkedAt,
      })
      .execute();
  }
  // A member whose cards have no payment method yet (newcard) has registered no account either.
  const [firstCard] = account.cards;
  if (account.role === 'member' && firstCard && account.cards.some((card) => card.paymentMethod !== null)) {
    // A card member pays from an ordinary account of the provider's own bank (SPEC 4: code 0033), branch 601, agreed
    // to when they joined (the first card's issue day), under the terms then in force.
    const accountNo = `${digest('account', account.loginId).replace(/\D/g, '')}0000000`.slice(0, 7);
    const joinedOn = cardRow(memberId, account.loginId, firstCard, 0, today).issued_on;
    await trx
      .insertInto('member_payment_accounts')
      .values({
        member_id: memberId,
        bank_code: '0033',
        branch_code: '601',
        account_type: '1',
        account_no: accountNo,
        account_kana_name: `${account.lastNameKana}\u3000${account.firstNameKana}`,
        requested_on: joinedOn,
        agreed_at: `${joinedOn}T10:00:00+09:00`,
        terms_version: ACCOUNT_TRANSFER_TERMS.version,
      })
      .execute();
  }

  for (const [index, card] of account.cards.entries()) {
    const row = cardRow(memberId, account.loginId, card, index, today);
    await trx.insertInto('cards').values(row).execute();
    // The member agreed to the pay-later terms when they turned あと払い on, on the card's issue day.
    if (card.autoPaylater)
      await trx
        .updateTable('members')
        .set({ paylater_consented_at: `${row.issued_on}T10:00:00+09:00` })
        .where('id', '=', memberId)
        .execute();
    if (card.familyMembers) await insertFamilyMembers(trx, memberId, account, row.id, card.familyMembers, passwordCost);
    const { statements, lines } = demoStatements(row.id, card, statementClock(today));
    if (statements.length) await trx.insertInto('statements').values(statements).execute();
    // In batches: one statement's parameters stay far below PostgreSQL's 65,535.
    for (let start = 0; start < lines.length; start += 2_000)
      await trx
        .insertInto('statement_lines')
        .values(lines.slice(start, start + 2_000))
        .execute();
    const authorizations = demoAuthorizations(row.id, card, statementClock(today));
    if (authorizations.length) await trx.insertInto('authorizations').values(authorizations).execute();
  }

  const messages = messageRows(memberId, account, today);
  if (messages.length) await trx.insertInto('messages').values(messages).execute();

  if (account.role === 'member') {
    await trx
      .insertInto('campaign_entries')
      .values([
        {
          member_id: memberId,
          campaign_code: '1001',
          status: '0',
          entered_at: `${monthsBefore(today, 1).year}-${pad(monthsBefore(today, 1).month)}-05T10:00:00+09:00`,
        },
        { member_id: memberId, campaign_code: '1214', status: '1', entered_at: null },
      ])
      .execute();
  }
}

/** The spouse first, then children, each with a family card of the card; their PINs kept as slow hashes only. */
const demoFamily = [
  { first: '陽子', firstKana: 'ヨウコ', firstAlpha: 'YOKO', birthDay: '1988-05-20', sex: '2', relation: '002' },
  { first: '結衣', firstKana: 'ユイ', firstAlpha: 'YUI', birthDay: '2006-09-03', sex: '2', relation: '013' },
  { first: '蒼', firstKana: 'アオイ', firstAlpha: 'AOI', birthDay: '2007-12-11', sex: '1', relation: '013' },
  { first: '誠', firstKana: 'マコト', firstAlpha: 'MAKOTO', birthDay: '1956-02-14', sex: '1', relation: '012' },
] as const;

async function insertFamilyMembers(
  trx: Kysely<Database>,
  memberId: string,
  account: DemoAccount,
  cardId: string,
  count: number,
  passwordCost: number | undefined,
): Promise<void> {
  const pinHash = await hashPassword('4826', passwordCost);
  const alpha = account.lastNameAlpha;
  if (!alpha) throw new Error(`${account.loginId}: family members need the account's lastNameAlpha`);
  for (const [index, member] of demoFamily.slice(0, count).entries()) {
    await trx
      .insertInto('family_cards')
      .values({
        id: `family-${cardId}-${index + 1}`,
        member_id: memberId,
        parent_card_id: cardId,
        card4no: digest('family-card4no', cardId, String(index)).replace(/\D/g, '').padEnd(4, '3').slice(0, 4),
        last_name_kanji: account.lastNameKanji,
        first_name_kanji: member.first,
        last_name_kana: account.lastNameKana,
        first_name_kana: member.firstKana,
        last_name_alpha: alpha,
        first_name_alpha: member.firstAlpha,
        birth_day: member.birthDay,
        sex: member.sex,
        relation: member.relation,
        mobile_number: `0803333${String(4000 + index).slice(-4)}`,
        pin_hash: pinHash,
      })
      .execute();
  }
}

/** A demo card's token, as the processor stand-in names it (`npm run processor-events`): the card's `index` from 0. */
export function demoCardToken(loginId: string, index: number): string {
  return digest('token', `card-${loginId}-${index + 1}`);
}

function cardRow(memberId: string, loginId: string, card: DemoCard, index: number, today: string): NewCard & { id: string } {
  const id = `card-${loginId}-${index + 1}`;
  const issued = card.issuedThisMonth
    ? monthsBefore(today, 0)
    : monthsBefore(today, Math.max(24 + index * 3, (card.history?.months ?? 0) + 1));
  const closed = card.closedMonthsAgo === undefined ? null : monthsBefore(today, card.closedMonthsAgo);
  return {
    id,
    member_id: memberId,
    ppcd_token: demoCardToken(loginId, index),
    card4no: digest('card4no', id).replace(/\D/g, '').padEnd(4, '7').slice(0, 4),
    daiko_cd: card.gold ? '1' : '0',
    shurui_no: demoDesign[card.brand][card.gold ? 'gold' : 'regular'],
    network_code: networkCodes[card.brand],
    nickname: defaultNickname({ daiko_cd: card.gold ? '1' : '0', network_code: networkCodes[card.brand] }),
    is_family_card: card.familyCard ?? false,
    active: closed === null,
    // 万円: a regular card starts at 30, a gold card at 50 (enums/creditLimit.ts).
    credit_limit: card.gold ? 50 : 30,
    // Yen: a family card borrows nothing; a regular card starts with 10万円 of cashing, a gold card 30万円 (enums/cardPlans.ts).
    cashing_limit: card.familyCard ? 0 : card.gold ? 300_000 : 100_000,
    usage_restriction: card.usageRestriction ?? '00',
    card_status: card.status ?? '0',
    activated: !card.notActivated,
    payment_method: card.paymentMethod === undefined ? '1' : card.paymentMethod,
    auto_paylater: card.autoPaylater ?? false,
    issued_on: `${issued.year}-${pad(issued.month)}-10`,
    closed_on: closed === null ? null : `${closed.year}-${pad(closed.month)}-20`,
  };
}

function statementClock(today: string): StatementClock {
  return { today, monthsBefore: (months) => monthsBefore(today, months), random: randomStream };
}

function messageRows(memberId: string, account: DemoAccount, today: string): NewMessage[] {
  const at = (monthsAgo: number, day: number): string => {
    const { year, month } = monthsBefore(today, monthsAgo);
    return `${year}-${pad(month)}-${pad(day)}T09:00:00+09:00`;
  };
  if (account.noMessages) return [];
  const name = `${account.lastNameKanji} ${account.firstNameKanji}`;
  const rows: NewMessage[] = [
    {
      member_id: memberId,
      title: 'ご利用ありがとうございます',
      body: `${name} 様\nいつもご利用いただき、ありがとうございます。`,
      sent_at: at(6, 1),
      read_flg: '0',
    },
    {
      member_id: memberId,
      title: 'キャンペーンのお知らせ',
      body: '期間中のエントリーとご利用で、最大10,000ポイントが当たります。',
      sent_at: at(1, 15),
    },
  ];
  if (account.cards.length > 0) {
    rows.push({
      member_id: memberId,
      title: 'ご利用代金が確定しました',
      body: '今月のご利用代金が確定しました。明細をご確認ください。',
      sent_at: at(0, 1),
    });
  }
  for (let index = 0; index < (account.extraMessages ?? 0); index += 1) {
    const monthsAgo = 2 + Math.floor(index / 4);
    rows.push({
      member_id: memberId,
      title: `ポイント付与のお知らせ（${index + 1}）`,
      body: `${name} 様\nご利用に応じたポイントを付与しました。アプリの「ポイント」からご確認ください。`,
      sent_at: at(monthsAgo, 3 + (index % 4) * 6),
      read_flg: index % 3 === 0 ? '1' : '0',
    });
  }
  return rows;
}
