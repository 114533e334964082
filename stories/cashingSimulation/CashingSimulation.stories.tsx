import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import CashingSimulationPage from '../../src/pages/cashingSimulation/CashingSimulationPage';
import CashingSimulationResultPage from '../../src/pages/cashingSimulation/CashingSimulationResultPage';

/**
 * The public cashing simulation (SPEC 2.4): its one step, drawn from its schema, and the result for a few cases
 * of the reference table (validators/repaymentSchedule.test.ts), at 390 px.
 */
interface SimulationStory {
  readonly page: ComponentType;
  readonly at: string;
}

const meta: Meta<SimulationStory> = {
  title: 'Cashing simulation',
  render: ({ page: Page, at }) => (
    <MemoryRouter initialEntries={[at]} key={at}>
      <main className="page" style={{ maxWidth: 390 }}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </main>
    </MemoryRouter>
  ),
};
export default meta;

type Story = StoryObj<SimulationStory>;

export const Input: Story = { args: { page: CashingSimulationPage, at: '/cashing/simulation' } };
export const ResultShort: Story = {
  args: { page: CashingSimulationResultPage, at: '/cashing/simulation/result?usage=100000&annualRate=18.0&monthlyPayment=10000' },
};
export const ResultLong: Story = {
  args: { page: CashingSimulationResultPage, at: '/cashing/simulation/result?usage=1000000&annualRate=15.0&monthlyPayment=30000' },
};
export const ResultUnreadable: Story = {
  args: { page: CashingSimulationResultPage, at: '/cashing/simulation/result?usage=abc&annualRate=99&monthlyPayment=1' },
};
