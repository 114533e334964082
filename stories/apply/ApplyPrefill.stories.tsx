import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplyStep } from '../ApplyStep';

/**
 * The application's first steps for a person the payment app knows (server/apply/partnerUser.ts): the steps start
 * from the app's record, normalised as the step asks (the app's hiragana kana shown in katakana), and the host's
 * notice says where the values came from. The values are the demo person `verified`'s (server/seed/demoAccounts.ts).
 */
const meta = { title: 'Apply/Prefilled from the payment app', component: ApplyStep } satisfies Meta<typeof ApplyStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** お名前: the name and kana from the app; the roman letters on the card are the applicant's to type. */
export const Attribute: Story = {
  args: {
    step: 'attribute',
    prefilled: true,
    answers: { lastNameKanji: '小林', firstNameKanji: '直樹', lastNameKana: 'コバヤシ', firstNameKana: 'ナオキ' },
  },
};
/** 性別と生年月日: the birthday from the app, the era beside the year. */
export const Gender: Story = { args: { step: 'gender', prefilled: true, answers: { birthDay: '19880712' } } };
/** ご自宅の郵便番号: the zip code and Japan Post's town for it. */
export const Zipcode: Story = {
  args: { step: 'zipcode', prefilled: true, answers: { homeZipCode: '1000001', homeAddrKanji: '東京都千代田区千代田' } },
};
/** ご自宅の住所: the rest of the app's street and its building line. */
export const Address: Story = { args: { step: 'address', prefilled: true, answers: { homeSubAddrKanji: '１－１　パレスハイツ２０１' } } };
