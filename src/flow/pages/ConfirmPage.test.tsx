import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FlowView } from '../../../flows/flowHost';
import ConfirmPage from './ConfirmPage';
import type { FlowPageProps } from './flowPageProps';

const view = {
  flowId: 'example',
  answers: { limit: { creditLimit: '50' }, purpose: { purpose: '1', note: '旅行' } },
  facts: {},
  confirmRows: [
    {
      step: 'limit',
      title: 'ご希望のご利用可能枠',
      route: '/example/limit',
      items: [{ field: 'creditLimit', label: 'ご希望のご利用可能枠', value: '50万円' }],
    },
    {
      step: 'purpose',
      title: 'ご利用目的',
      route: '/example/purpose',
      items: [
        { field: 'purpose', label: '目的', value: '旅行・レジャー' },
        { field: 'note', label: '補足', value: '旅行' },
      ],
    },
  ],
} as unknown as FlowView;

function render(): string {
  const props = {
    flowId: 'example',
    view,
    step: { state: 'confirm', route: '/example/confirm', schema: null, page: 'confirm', context: {} },
    form: { schemas: {}, validators: {}, conditions: {} },
    save: async () => ({ ok: true }),
    submit: async () => {},
    onView: () => {},
    fail: () => {},
    back: null,
    notice: null,
  } as unknown as FlowPageProps;
  return renderToStaticMarkup(
    <MemoryRouter>
      <ConfirmPage {...props} />
    </MemoryRouter>,
  );
}

describe('ConfirmPage', () => {
  it('does not show a one-question step’s label again under a heading that says the same, but keeps it for screen readers', () => {
    const html = render();
    expect(html).toContain('<dt class="visually-hidden">ご希望のご利用可能枠</dt>');
    expect(html).toContain('<dt>目的</dt>');
    expect(html).toContain('<dt>補足</dt>');
  });
});
