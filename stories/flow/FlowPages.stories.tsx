import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import type { FlowConfirmRow, FlowStepView, FlowView } from '../../flows/flowHost';
import { form } from '../../schemas/generated/apply';
import ConfirmPage from '../../src/flow/pages/ConfirmPage';
import type { FlowPageProps } from '../../src/flow/pages/flowPageProps';
import ResultPage from '../../src/flow/pages/ResultPage';

/**
 * The flow host's generic pages at 390 px, over the apply flow's schemas: the confirm page (rows as the server reads
 * the answers back) and the result pages (texts and data from the result state's schema).
 */
const rows: FlowConfirmRow[] = [
  {
    step: 'attribute',
    title: 'お名前',
    route: '/apply/attribute',
    items: [
      { field: 'lastNameKanji', label: '姓（漢字）', value: '小林' },
      { field: 'firstNameKanji', label: '名（漢字）', value: '陽菜' },
    ],
  },
  {
    step: 'zipcode',
    title: 'ご自宅の郵便番号',
    route: '/apply/zipcode',
    items: [
      { field: 'homeZipCode', label: '郵便番号', value: '〒100-0001' },
      { field: 'homeAddrKanji', label: '住所（都道府県・市区町村・町域）', value: '東京都千代田区千代田' },
    ],
  },
  {
    step: 'phoneNumber',
    title: '電話番号',
    route: '/apply/phone-number',
    items: [{ field: 'mobNumFull', label: '携帯電話番号', value: '090-1234-5678' }],
  },
  {
    step: 'familyCardName1',
    title: '家族カードのお名前',
    section: '家族カード（1人目）',
    route: '/apply/familyCard/1/name',
    items: [{ field: 'familyLastNameKanji', label: '姓（漢字）', value: '小林' }],
  },
];

function view(status: FlowView['status'], steps: FlowStepView[], result?: FlowView['result']): FlowView {
  return {
    flowId: 'apply',
    status,
    version: 3,
    schemaDigest: 'story',
    currentStep: steps[0]!.state,
    currentRoute: steps[0]!.route,
    steps,
    answers: {},
    confirmRows: rows,
    ...(result ? { result } : {}),
    facts: {},
  };
}

const confirm: FlowStepView = { state: 'confirm', route: '/apply/confirm', schema: 'apply/confirm', page: 'confirm', context: {} };
const complete: FlowStepView = { state: 'complete', route: '/apply/complete', schema: 'apply/complete', page: 'result', context: {} };
const underReview: FlowStepView = {
  state: 'underReview',
  route: '/apply/under-review',
  schema: 'apply/underReview',
  page: 'result',
  context: {},
};

interface FlowPageStoryProps {
  readonly page: 'confirm' | 'complete' | 'underReview';
}

const pages: Readonly<Record<FlowPageStoryProps['page'], { Page: ComponentType<FlowPageProps>; view: FlowView; step: FlowStepView }>> = {
  confirm: { Page: ConfirmPage, view: view('draft', [confirm]), step: confirm },
  complete: {
    Page: ResultPage,
    view: view('done', [complete], { state: 'complete', route: complete.route, data: { inquiryNumber: '4822670694490826' } }),
    step: complete,
  },
  underReview: {
    Page: ResultPage,
    view: view('done', [underReview], { state: 'underReview', route: underReview.route, data: { inquiryNumber: '1234560694490821' } }),
    step: underReview,
  },
};

function FlowPageStory({ page }: FlowPageStoryProps) {
  const { Page, view: shown, step } = pages[page];
  const nothing = async () => undefined;
  return (
    <MemoryRouter>
      <main className="page" style={{ maxWidth: 390 }}>
        <Page
          flowId="apply"
          view={shown}
          step={step}
          form={form}
          save={async () => ({ ok: true })}
          submit={nothing}
          onView={() => undefined}
          fail={() => undefined}
          back={null}
          notice={null}
        />
      </main>
    </MemoryRouter>
  );
}

const meta = { title: 'Flow/Pages', component: FlowPageStory } satisfies Meta<typeof FlowPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** お申し込み内容の確認 */
export const Confirm: Story = { args: { page: 'confirm' } };
/** お申し込みを受け付けました */
export const Complete: Story = { args: { page: 'complete' } };
/** お申し込みを受け付けました（審査中） */
export const UnderReview: Story = { args: { page: 'underReview' } };
