import { describe, expect, it } from 'vitest';
import { fullNameKanji, lastNameKana, lastNameKanji, nameKana, nameKanji } from '../../validators';
import { demoPeople, testPeople } from './demoAccounts';

describe('demo accounts', () => {
  it.each([...demoPeople, ...testPeople].map((account) => [account.loginId, account] as const))(
    '%s has a name the application rules accept, so demo people can walk the forms',
    (_loginId, account) => {
      expect(lastNameKanji(account.lastNameKanji).valid).toBe(true);
      expect(nameKanji(account.firstNameKanji).valid).toBe(true);
      expect(fullNameKanji({ last: account.lastNameKanji, first: account.firstNameKanji }).valid).toBe(true);
      expect(lastNameKana(account.lastNameKana).valid).toBe(true);
      expect(nameKana(account.firstNameKana).valid).toBe(true);
    },
  );
});
