import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplyStep } from './ApplyStep';

/** Each widget the schemas name in `ui:widget`, shown on the field of an apply step that uses it. */
const meta = { title: 'Apply/Widgets', component: ApplyStep } satisfies Meta<typeof ApplyStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hiragana and half-width kana become full-width katakana when the field is left. */
export const Kana: Story = { args: { step: 'attribute', fields: ['lastNameKana'] } };
/** Roman letters, upper-cased as typed. */
export const Alpha: Story = { args: { step: 'attribute', fields: ['lastNameAlpha'] } };
/** 年/月/日 with the era beside the year. */
export const Birthday: Story = { args: { step: 'gender', fields: ['birthDay'], answers: { birthDay: '19900401' } } };
/** Seven digits; the address comes from the server's offline postal table (run `npm start` beside Storybook). */
export const Zipcode: Story = { args: { step: 'zipcode' } };
/** A phone number, hyphens tolerated. */
export const Tel: Story = { args: { step: 'phoneNumber', fields: ['mobNumFull'] } };
/** A code table as a native select. */
export const Select: Story = { args: { step: 'nationality' } };
/** A code table as large choices. */
export const Radio: Story = { args: { step: 'profession' } };
/** The consent checkbox. */
export const Consent: Story = { args: { step: 'acceptPermission' } };
/** Plain text, normalised to full width on leaving. */
export const Text: Story = { args: { step: 'address' } };
