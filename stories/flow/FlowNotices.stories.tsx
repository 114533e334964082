import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFlowPage } from '../StoryFlowPage';

/**
 * The host's notices above a step (src/flow/FlowNotice.tsx), each on a credit-limit step: the draft resumes at a step
 * whose questions changed since it was saved (issue 19, in-flight drafts survive a schema change), and another window
 * saved the same draft.
 */
const meta = { title: 'Flows/Notices', component: StoryFlowPage } satisfies Meta<typeof StoryFlowPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 変更のお知らせ: a draft saved before this step's questions changed resumes here, saying why it is asked again. */
export const StepAskedAgainAfterSchemaChange: Story = { args: { flow: 'balanceRaise', state: 'companyInput', notice: 'schemaChanged' } };
/** 変更のお知らせ: another window saved this draft since the page was opened. */
export const DraftChangedInAnotherWindow: Story = { args: { flow: 'balanceRaise', state: 'amountSelect', notice: 'conflict' } };
