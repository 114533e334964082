import type { Meta, StoryObj } from '@storybook/react-vite';
import { flowRegistry } from '../../flows/index';

/**
 * Each flow's machine as a map (issue 19): states with their routes, which steps count in 「ステップ n / m」, the
 * confirm and result pages, and the guards by name. The SVGs are drawn from the machines by `npm run flows:maps`
 * (scripts/flowMaps/), and a test fails when one is stale, so what designers read here is what the server replays.
 */
const maps = import.meta.glob<string>('../../flows/maps/*.svg', { query: '?raw', import: 'default', eager: true });
const svgOf = (id: string): string => maps[`../../flows/maps/${id}.svg`] ?? '';

function MapImage({ flow }: { readonly flow: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgOf(flow))}`}
      alt={`${flow} の画面遷移図`}
      style={{ maxWidth: '100%', height: 'auto' }}
    />
  );
}

function FlowMap({ flow }: { readonly flow: string }) {
  return (
    <main className="page">
      <h1>{flow}</h1>
      <MapImage flow={flow} />
    </main>
  );
}

const meta = {
  title: 'Flow maps',
  component: FlowMap,
  argTypes: { flow: { control: 'select', options: flowRegistry.map((entry) => entry.id) } },
} satisfies Meta<typeof FlowMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 一つのお手続きの画面遷移図（flow を選んでください） */
export const OneFlow: Story = { args: { flow: 'memberResidence' } };
/** 申し込みの画面遷移図 */
export const Apply: Story = { args: { flow: 'apply' } };
/** すべてのお手続きの画面遷移図 */
export const EveryFlow: Story = {
  args: { flow: 'apply' },
  render: () => (
    <main className="page">
      <h1>画面遷移図</h1>
      {flowRegistry.map((entry) => (
        <section key={entry.id} style={{ marginBottom: 32 }}>
          <h2>{entry.id}</h2>
          <MapImage flow={entry.id} />
        </section>
      ))}
    </main>
  ),
};
