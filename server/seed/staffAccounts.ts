import type { Kysely } from 'kysely';
import type { StaffRole } from '../../enums/staff';
import type { Database } from '../db/schema';

export interface StaffDemoAccount {
  readonly loginId: string;
  readonly displayName: string;
  readonly roles: readonly StaffRole[];
  /**
   * The TOTP secret (base32) the built-in staff provider checks; fixed so a tester adds it to an authenticator app
   * once, or reads the current code with `npm run staff-code -- <login id>`. Demo only: never seeded in production.
   */
  readonly totpSecret: string;
}

/** The staff demo accounts (README "The staff console"); the password is the demo people's. */
export const staffDemoAccounts: readonly StaffDemoAccount[] = [
  { loginId: 'examiner', displayName: '佐藤 審査', roles: ['examiner'], totpSecret: 'KRSXG5CTMVZGK5DFPBQW24DMMVSXQYLN' },
  { loginId: 'examiner2', displayName: '鈴木 審査', roles: ['examiner'], totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U' },
  { loginId: 'supervisor', displayName: '高橋 責任者', roles: ['examiner', 'supervisor'], totpSecret: 'ONSWG4TFORZWKY3SMV2HG43FMNZGK5DT' },
  { loginId: 'supervisor2', displayName: '田中 責任者', roles: ['examiner', 'supervisor'], totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' },
  { loginId: 'fulfilment', displayName: '伊藤 発送', roles: ['fulfilment'], totpSecret: 'MZXW6YTBOJUWU23MNU3DCNJRHAZDGNBV' },
  { loginId: 'product', displayName: '渡辺 企画', roles: ['productStaff'], totpSecret: 'OBZG6ZDVMN2HG5DBMZTGY3TPOBYXE43V' },
  { loginId: 'product2', displayName: '中村 企画', roles: ['productStaff'], totpSecret: 'NBSWY3DPO5XXE3DENBSWY3DPO5XXE3DE' },
  { loginId: 'auditor', displayName: '山本 監査', roles: ['auditor'], totpSecret: 'MF2WI2LUN5ZHGYLVMRUXI33SONQXK3DJ' },
];

export const staffSubjectOf = (loginId: string): string => `staff-${loginId}`;

/**
 * The staff demo accounts in the built-in staff provider and their roles in the console; once, like the demo people.
 * `passwordHash`: the demo password's hash the demo people's seeding made (a slow scrypt hash: every test app's
 * seeding would otherwise pay for it twice).
 */
export async function seedStaffAccounts(db: Kysely<Database>, passwordHash: string): Promise<boolean> {
  const existing = await db.selectFrom('staff_members').select('subject').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    for (const account of staffDemoAccounts) {
      const subject = staffSubjectOf(account.loginId);
      await trx
        .insertInto('staff_idp_accounts')
        .values({ login_id: account.loginId, subject, password_hash: passwordHash, totp_secret: account.totpSecret })
        .execute();
      await trx
        .insertInto('staff_members')
        .values({ subject, display_name: account.displayName, roles: JSON.stringify(account.roles) })
        .execute();
    }
  });
  return true;
}
