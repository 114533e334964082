import type { QueueLine } from '../../server/operations/queues';
import { EXAMINATION_DECISION_LABELS, EXAMINATION_REASONS } from '../../enums/staff';
import type { FulfilmentOrder } from '../../server/fulfilment/fulfilment';
import type { ExaminationCase } from '../../server/operations/examination';
import type { StaffMember } from '../../server/operations/staffMembers';

/** The console's stories' people and cases: what the server's pages are drawn over (server/ops/pages). */
export const examiner: StaffMember = { subject: 'staff-examiner', displayName: '佐藤 審査', roles: ['examiner'] };
export const supervisor: StaffMember = { subject: 'staff-supervisor', displayName: '高橋 責任者', roles: ['examiner', 'supervisor'] };
export const auditor: StaffMember = { subject: 'staff-auditor', displayName: '山本 監査', roles: ['auditor'] };

const received = new Date('2026-11-26T01:05:00Z');

export const applicationCase: ExaminationCase = {
  kind: 'application',
  id: '5004441745158628',
  memberId: 'member-applicant',
  open: true,
  receivedAt: received,
  personName: '小林 陽菜',
  summary: 'Visa 一般カード（確認書類あり）',
  requestedAmount: 30,
  amountUnit: '万円',
  maxAmount: 200,
  sections: [
    {
      title: 'お名前',
      rows: [
        { label: '姓（漢字）', value: '小林' },
        { label: '名（漢字）', value: '陽菜' },
        { label: '姓（フリガナ）', value: 'コバヤシ' },
        { label: '名（フリガナ）', value: 'ヒナ' },
      ],
    },
    {
      title: '国籍 Nationality',
      rows: [
        { label: '国籍 Nationality', value: 'アメリカ合衆国 United States of America' },
        { label: '在留資格 Status of residence', value: '技術・人文知識・国際業務' },
      ],
    },
    { title: '年収', rows: [{ label: 'ご本人の年収', value: '450万円' }] },
  ],
  photos: [],
  decisions: [],
  version: 0,
  awaitingSecond: false,
  reasons: EXAMINATION_REASONS,
  decisionLabels: EXAMINATION_DECISION_LABELS,
  bureau: {
    status: 'answered',
    attempts: 1,
    failure: null,
    report: {
      reference: 'SB-0a1b2c3d4e5f',
      defaults: [],
      creditObligations: [{ kind: 'revolving', balanceYen: 320_000, yearlyRepaymentYen: 144_000 }],
      loans: [{ kind: 'cashing', balanceYen: 100_000 }],
      recentApplications: 1,
    },
    requestedAt: received,
    answeredAt: received,
  },
  ceiling: {
    ceilingManYen: 287,
    basis: 'computed',
    ability: {
      annualIncomeYen: 4_500_000,
      incomeBasis: 'own',
      householdSize: 1,
      paysForHome: true,
      yearlyCreditRepaymentsYen: 144_000,
      livingCostsYen: 1_160_000,
      abilityYen: 3_196_000,
      capYen: 2_876_400,
      capManYen: 287,
    },
  },
};

export const raiseAwaitingSecond: ExaminationCase = {
  ...applicationCase,
  kind: 'creditLimit',
  id: '42',
  personName: '田中 太郎',
  summary: '30万円 → 150万円',
  requestedAmount: 150,
  sections: [
    {
      title: 'カード',
      rows: [
        { label: 'カード', value: 'Visaカード（下4桁 1234）' },
        { label: '現在のご利用可能枠', value: '30万円' },
        { label: 'ご希望のご利用可能枠', value: '150万円' },
      ],
    },
  ],
  decisions: [
    {
      stage: 'first',
      decision: 'approved',
      reasonCode: 'A03',
      note: '他社借入なし',
      approvedAmount: 150,
      actor: 'staff-examiner',
      actorName: '佐藤 審査',
      decidedAt: new Date('2026-11-26T02:00:00Z'),
    },
  ],
  version: 1,
  awaitingSecond: true,
};

export const fulfilmentStaff: StaffMember = { subject: 'staff-fulfilment', displayName: '伊藤 発送', roles: ['fulfilment'] };

const order = (
  id: number,
  kind: FulfilmentOrder['kind'],
  kindLabel: string,
  status: FulfilmentOrder['status'],
  statusLabel: string,
  memberName: string,
  card4no: string,
): FulfilmentOrder => ({
  id,
  kind,
  kindLabel,
  status,
  statusLabel,
  memberId: `member-${id}`,
  memberName,
  cardId: `card-${id}`,
  card4no,
  familyCardId: null,
  familyMemberName: null,
  requestedAt: received,
  printedAt: status === 'requested' ? null : received,
  printedBy: status === 'requested' ? null : 'staff:staff-fulfilment',
  batchDay: status === 'requested' ? null : '2026-11-26',
  postedAt: null,
  postedBy: null,
  version: status === 'requested' ? 1 : 2,
});

export const fulfilmentOrders: readonly FulfilmentOrder[] = [
  order(1, 'reissue', 'カードの再発行', 'printed', '印刷済み', '佐藤 花子', '3730'),
  order(2, 'replacement', '紛失・盗難による再発行', 'requested', '受付済み', '田中 太郎', '0418'),
  order(3, 'pinNotice', '暗証番号のお知らせ', 'requested', '受付済み', '鈴木 一郎', '5521'),
];

export const productStaff: StaffMember = { subject: 'staff-product', displayName: '渡辺 企画', roles: ['productStaff'] };

/** A case as a queue's line shows it. */
export const queueLineOf = (found: ExaminationCase): QueueLine => ({
  kind: found.kind,
  id: found.id,
  receivedAt: found.receivedAt,
  personName: found.personName,
  summary: found.summary,
  firstApprover: found.awaitingSecond ? (found.decisions[0]?.actorName ?? null) : null,
});
