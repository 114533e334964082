import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { CardType } from '../../enums/card';
import {
  balanceRaiseConditions,
  balanceRaiseSchemas,
  balanceRaiseValidators,
  type BalanceRaiseStepId,
} from '../../schemas/generated/balanceRaise';
import {
  balanceReduceConditions,
  balanceReduceSchemas,
  balanceReduceValidators,
  type BalanceReduceStepId,
} from '../../schemas/generated/balanceReduce';
import { lookupZip } from '../../src/flow/flowApi';
import { withFacts } from '../../src/flow/pages/schemaOf';
import { StepPage, type SaveResult } from '../../src/flow/StepPage';
import type { StepSchema } from '../../src/flow/types';

/**
 * The credit-limit steps the step renderer draws (SPEC 2.6; the confirm pages and results are the host's pages).
 * The amount steps read the selected card from the view's context: a regular card at 30万円, a gold card at 50万円
 * (the demo cards), so 次へ runs the same compiled rules as the app; the leads name the card as the view's facts do.
 */
type FormStep = Exclude<BalanceRaiseStepId, 'confirm'> | Exclude<BalanceReduceStepId, 'reduceConfirm'>;

interface CreditLimitStepProps {
  readonly step: FormStep;
  readonly gold?: boolean;
  /** 「ステップ n / m」 as the server counts it on the way the story shows; none for the notice, which is not counted. */
  readonly position?: { readonly n: number; readonly m: number };
}

const isRaiseStep = (step: FormStep): step is Exclude<BalanceRaiseStepId, 'confirm'> => step in balanceRaiseSchemas;

function CreditLimitStep({ step, gold = false, position }: CreditLimitStepProps) {
  const saved = async (): Promise<SaveResult> => ({ ok: true });
  const context = gold ? { cardType: CardType.Gold, currentLimit: 50 } : { cardType: CardType.Regular, currentLimit: 30 };
  const form = isRaiseStep(step)
    ? { schema: balanceRaiseSchemas[step], validate: balanceRaiseValidators[step], conditions: balanceRaiseConditions }
    : { schema: balanceReduceSchemas[step], validate: balanceReduceValidators[step], conditions: balanceReduceConditions };
  return (
    <MemoryRouter>
      <main className="page" style={{ maxWidth: 390 }}>
        <StepPage
          schema={
            withFacts(form.schema, {
              cardNickname: gold ? 'ゴールドJCBカード' : 'Visaカード',
              card4no: '1234',
              currentLimit: String(context.currentLimit),
              limitMax: gold ? '500' : '200',
            }) as StepSchema
          }
          validate={form.validate}
          conditions={form.conditions}
          answers={{}}
          context={context}
          onSave={saved}
          lookupZip={lookupZip}
          {...(position ? { progress: position } : {})}
        />
      </main>
    </MemoryRouter>
  );
}

const meta = { title: 'CreditLimit/Steps', component: CreditLimitStep } satisfies Meta<typeof CreditLimitStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 増額のご利用目的 */
export const Purpose: Story = { args: { step: 'purpose', position: { n: 1, m: 7 } } };
/** ご希望のご利用可能枠（一般カード: 200万円まで） */
export const AmountSelect: Story = { args: { step: 'amountSelect', position: { n: 2, m: 7 } } };
/** ご希望のご利用可能枠（ゴールドカード: 500万円まで） */
export const AmountSelectGold: Story = { args: { step: 'amountSelect', gold: true, position: { n: 2, m: 7 } } };
/** ご職業と年収 */
export const CompanyInput: Story = { args: { step: 'companyInput', position: { n: 3, m: 7 } } };
/** 運転免許証 */
export const LicenseSelect: Story = { args: { step: 'licenseSelect', position: { n: 4, m: 7 } } };
/** 運転免許証の番号 */
export const LicenseInput: Story = { args: { step: 'licenseInput', position: { n: 5, m: 7 } } };
/** 他社からのお借入れ */
export const LoanSelect: Story = { args: { step: 'loanSelect', position: { n: 6, m: 7 } } };
/** お借入れの状況 */
export const LoanInput: Story = { args: { step: 'loanInput', position: { n: 7, m: 7 } } };
/** 減額のお手続きの前に */
export const ReduceNotice: Story = { args: { step: 'reduceNotice' } };
/** 減額後のご利用可能枠 */
export const ReduceSelect: Story = { args: { step: 'reduceSelect', position: { n: 1, m: 2 } } };
/** 減額の理由 */
export const ReduceReason: Story = { args: { step: 'reduceReason', position: { n: 2, m: 2 } } };
