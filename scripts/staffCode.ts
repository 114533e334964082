import { staffTotp } from '../server/ops/staffIdentityProvider';
import { staffDemoAccounts } from '../server/seed/staffAccounts';

/**
 * `npm run staff-code -- <login id>`: the current six-digit code of a staff demo account's authenticator, for a
 * tester without the app (demo accounts only: their secrets are in the repository, no real account's is).
 */
const loginId = process.argv[2] ?? '';
const account = staffDemoAccounts.find((candidate) => candidate.loginId === loginId);
if (!account) {
  console.error(`スタッフのデモアカウントを指定してください: ${staffDemoAccounts.map((candidate) => candidate.loginId).join(', ')}`);
  process.exit(2);
}
console.log(staffTotp(account.totpSecret).generate());
