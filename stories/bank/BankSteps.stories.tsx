import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { bankConditions, bankSchemas, bankValidators } from '../../schemas/bankForm';
import { StepPage, type SaveResult } from '../../src/flow/StepPage';
import type { StepSchema } from '../../src/flow/types';
import { lookupZip } from '../../src/pages/apply/applyApi';
import type { BranchSummary } from '../../src/pages/apply/bank/bankApi';
import { detailSchema } from '../../src/pages/apply/bank/bankStep';

/**
 * The bank steps the step renderer draws (the bank list is a search page of its own). The detail's branch
 * choices come from the server in the app; here a few branches of the provider's bank as Zengin lists them.
 */
interface BankStepProps {
  readonly step: 'bankDetail' | 'bankTransfer';
  readonly bankName?: string;
  readonly branches?: readonly BranchSummary[];
}

function BankStep({ step, bankName = '', branches = [] }: BankStepProps) {
  const saved = async (): Promise<SaveResult> => ({ ok: true });
  const schema = step === 'bankDetail' ? detailSchema(bankSchemas.bankDetail, bankName, branches) : bankSchemas[step];
  return (
    <MemoryRouter>
      <main className="page" style={{ maxWidth: 390 }}>
        <StepPage schema={schema as StepSchema} validate={bankValidators[step]} conditions={bankConditions} answers={{}} onSave={saved} lookupZip={lookupZip} progress={{ n: step === 'bankDetail' ? 2 : 3, m: 3 }} />
      </main>
    </MemoryRouter>
  );
}

const meta = { title: 'Bank/Steps', component: BankStep } satisfies Meta<typeof BankStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 口座情報の入力 */
export const BankDetail: Story = {
  args: {
    step: 'bankDetail',
    bankName: 'PayPay銀行',
    branches: [
      { code: '001', name: '本店営業部', kana: 'ホンテン' },
      { code: '002', name: 'すずめ支店', kana: 'スズメ' },
      { code: '003', name: 'はやぶさ支店', kana: 'ハヤブサ' },
    ],
  },
};

/** 口座名義の確認 */
export const BankTransfer: Story = { args: { step: 'bankTransfer' } };
