import type { Meta, StoryObj } from '@storybook/react-vite';
import { engine } from '../../flows/apply';
import { applyInputs, employeeAnswers } from '../../flows/apply';
import { form } from '../../schemas/generated/apply';
import { FlowStatePage } from '../FlowStatePage';
import { withoutState } from '../storyFlowData';

/**
 * The application's SMS check as the app draws it (its own page, `sms` in the apply machine), not the schema's
 * fields: before the code is sent, to the mobile number the applicant gave on the step before, and once that number
 * is already verified (a change of an earlier answer brought the applicant back).
 */
interface ApplySmsStoryProps {
  readonly verified: boolean;
}

function ApplySmsStep({ verified }: ApplySmsStoryProps) {
  const answers = verified ? employeeAnswers : withoutState(employeeAnswers, 'smsAuthentication');
  return (
    <FlowStatePage
      flowId="apply"
      flow={{ ...engine, schemas: form.schemas, validators: form.validators }}
      form={form}
      state="smsAuthentication"
      answers={answers}
      input={applyInputs.regular}
      facts={{}}
    />
  );
}

const meta = { title: 'Apply/Pages', component: ApplySmsStep } satisfies Meta<typeof ApplySmsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SMS認証（コードを送る前） */
export const SmsAuthentication: Story = { args: { verified: false } };
/** SMS認証（この番号は確認済み） */
export const SmsAuthenticationVerified: Story = { args: { verified: true } };
