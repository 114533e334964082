import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplyStep, type ApplyStepProps } from './ApplyStep';
import { StoryFlowPage, type StoryFlowPageProps } from './StoryFlowPage';
import { zenginAnswers } from './zenginAnswers';

/**
 * Each widget the schemas name in `ui:widget`, shown on a step that uses it: an application step where one does
 * (cut down to the widget's field), else a member's step drawn by the host's page. `hidden` draws nothing to see.
 */
type WidgetStoryProps = ApplyStepProps | StoryFlowPageProps;

function WidgetOnStep(props: WidgetStoryProps) {
  return 'step' in props ? <ApplyStep {...props} /> : <StoryFlowPage {...props} />;
}

const meta = { title: 'Apply/Widgets', component: WidgetOnStep } satisfies Meta<typeof WidgetOnStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hiragana and half-width kana become full-width katakana when the field is left. */
export const Kana: Story = { args: { step: 'attribute', fields: ['lastNameKana'] } };
/** Roman letters, upper-cased as typed. */
export const Alpha: Story = { args: { step: 'attribute', fields: ['lastNameAlpha'] } };
/** 年/月/日 with the era beside the year. */
export const Birthday: Story = { args: { step: 'gender', fields: ['birthDay'], answers: { birthDay: '19900401' } } };
/** A year to come with its era beside it (a driving licence's expiry). */
export const ExpiryYear: Story = { args: { step: 'licenseNumber', fields: ['licenseExpiryYear'] } };
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
/** The card faces of the chosen brand and colour, as pictures with their names. */
export const CardFace: Story = { args: { step: 'design' } };
/** The card's colours, as swatches with their names. */
export const CardColour: Story = { args: { step: 'designColor' } };
/** A residence card photo: taken or chosen, checked and sent to the server's scan before the step may go on. */
export const ResidenceCard: Story = { args: { step: 'residenceFrontUpload' } };
/** A secret (PIN, password): masked, with a show button, never kept in a draft. */
export const Password: Story = { args: { flow: 'pinChange', state: 'pin', empty: true } };
/** A yes/no choice on its own, as a checkbox with its label. */
export const Checkbox: Story = { args: { flow: 'mailingLists', state: 'lists' } };
/** A list of choices the server offered, as check boxes: the cards a suspension stops and those reissued. */
export const Checkboxes: Story = { args: { flow: 'cardSuspension', state: 'setting' } };
/** The branches of the chosen bank, from the server's Zengin pages. */
export const Branch: Story = { args: { flow: 'memberBank', state: 'bankDetail', empty: true }, beforeEach: zenginAnswers };
