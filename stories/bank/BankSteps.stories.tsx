import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { bankConditions, bankSchemas, bankValidators } from '../../schemas/generated/bank';
import { lookupZip } from '../../src/flow/flowApi';
import { withFacts } from '../../src/flow/pages/schemaOf';
import { StepPage, type SaveResult } from '../../src/flow/StepPage';
import type { StepSchema } from '../../src/flow/types';

/**
 * The bank steps the step renderer draws (the bank list is a search page of its own). The detail's branch
 * choices come from the server in the app (the `branch` widget); here a few branches of the provider's bank as
 * Zengin lists them, answered in place of the server.
 */
interface BankStepProps {
  readonly step: 'bankDetail' | 'bankTransfer';
  readonly bankName?: string;
  readonly bankCode?: string;
}

function BankStep({ step, bankName = '', bankCode }: BankStepProps) {
  const saved = async (): Promise<SaveResult> => ({ ok: true });
  const schema = withFacts(bankSchemas[step], { bankName });
  return (
    <MemoryRouter>
      <main className="page" style={{ maxWidth: 390 }}>
        <StepPage
          schema={schema as StepSchema}
          validate={bankValidators[step]}
          conditions={bankConditions}
          answers={{}}
          context={bankCode ? { bankCode } : {}}
          onSave={saved}
          lookupZip={lookupZip}
          progress={{ n: step === 'bankDetail' ? 2 : 3, m: 3 }}
        />
      </main>
    </MemoryRouter>
  );
}

const branches = [
  { code: '001', name: '本店営業部', kana: 'ホンテン' },
  { code: '002', name: 'すずめ支店', kana: 'スズメ' },
  { code: '003', name: 'はやぶさ支店', kana: 'ハヤブサ' },
];

const meta = { title: 'Bank/Steps', component: BankStep } satisfies Meta<typeof BankStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 口座情報の入力 */
export const BankDetail: Story = {
  args: { step: 'bankDetail', bankName: 'PayPay銀行', bankCode: '0033' },
  beforeEach: () => {
    const original = window.fetch;
    window.fetch = async (input, init) =>
      String(input).includes('/branches')
        ? new Response(JSON.stringify({ data: { bank: { code: '0033', name: 'PayPay銀行' }, branches } }), {
            headers: { 'content-type': 'application/json' },
          })
        : original(input, init);
    return () => {
      window.fetch = original;
    };
  },
};

/** 口座名義の確認 */
export const BankTransfer: Story = { args: { step: 'bankTransfer' } };
