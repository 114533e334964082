/**
 * Status of residence (在留資格), codes 01 to 34 in the order of SPEC 3.2, bilingual as the residence screens are.
 * Source of the names: 出入国管理及び難民認定法 別表第一・第二 (Japanese) and the Immigration Services Agency's
 * English names of the statuses; 特別永住者 from 日本国との平和条約に基づき日本の国籍を離脱した者等の出入国管理に関する特例法.
 */
export const ResidenceStatus = {
  Diplomat: '01',
  Official: '02',
  Professor: '03',
  Artist: '04',
  ReligiousActivities: '05',
  Journalist: '06',
  HighlySkilledProfessional1: '07',
  HighlySkilledProfessional2: '08',
  BusinessManager: '09',
  LegalAccountingServices: '10',
  MedicalServices: '11',
  Researcher: '12',
  Instructor: '13',
  EngineerHumanitiesInternational: '14',
  IntraCompanyTransferee: '15',
  NursingCare: '16',
  Entertainer: '17',
  SkilledLabor: '18',
  SpecifiedSkilledWorker1: '19',
  SpecifiedSkilledWorker2: '20',
  TechnicalInternTraining1: '21',
  TechnicalInternTraining2: '22',
  TechnicalInternTraining3: '23',
  CulturalActivities: '24',
  TemporaryVisitor: '25',
  Student: '26',
  Trainee: '27',
  Dependent: '28',
  DesignatedActivities: '29',
  PermanentResident: '30',
  SpouseOrChildOfJapanese: '31',
  SpouseOrChildOfPermanentResident: '32',
  LongTermResident: '33',
  SpecialPermanentResident: '34',
} as const;
export type ResidenceStatus = (typeof ResidenceStatus)[keyof typeof ResidenceStatus];

export const RESIDENCE_STATUS_LABELS: Readonly<Record<ResidenceStatus, { readonly ja: string; readonly en: string }>> = {
  '01': { ja: '外交', en: 'Diplomat' },
  '02': { ja: '公用', en: 'Official' },
  '03': { ja: '教授', en: 'Professor' },
  '04': { ja: '芸術', en: 'Artist' },
  '05': { ja: '宗教', en: 'Religious Activities' },
  '06': { ja: '報道', en: 'Journalist' },
  '07': { ja: '高度専門職1号', en: 'Highly Skilled Professional (i)' },
  '08': { ja: '高度専門職2号', en: 'Highly Skilled Professional (ii)' },
  '09': { ja: '経営・管理', en: 'Business Manager' },
  '10': { ja: '法律・会計業務', en: 'Legal/Accounting Services' },
  '11': { ja: '医療', en: 'Medical Services' },
  '12': { ja: '研究', en: 'Researcher' },
  '13': { ja: '教育', en: 'Instructor' },
  '14': { ja: '技術・人文知識・国際業務', en: 'Engineer/Specialist in Humanities/International Services' },
  '15': { ja: '企業内転勤', en: 'Intra-company Transferee' },
  '16': { ja: '介護', en: 'Nursing Care' },
  '17': { ja: '興行', en: 'Entertainer' },
  '18': { ja: '技能', en: 'Skilled Labor' },
  '19': { ja: '特定技能1号', en: 'Specified Skilled Worker (i)' },
  '20': { ja: '特定技能2号', en: 'Specified Skilled Worker (ii)' },
  '21': { ja: '技能実習1号', en: 'Technical Intern Training (i)' },
  '22': { ja: '技能実習2号', en: 'Technical Intern Training (ii)' },
  '23': { ja: '技能実習3号', en: 'Technical Intern Training (iii)' },
  '24': { ja: '文化活動', en: 'Cultural Activities' },
  '25': { ja: '短期滞在', en: 'Temporary Visitor' },
  '26': { ja: '留学', en: 'Student' },
  '27': { ja: '研修', en: 'Trainee' },
  '28': { ja: '家族滞在', en: 'Dependent' },
  '29': { ja: '特定活動', en: 'Designated Activities' },
  '30': { ja: '永住者', en: 'Permanent Resident' },
  '31': { ja: '日本人の配偶者等', en: 'Spouse or Child of Japanese National' },
  '32': { ja: '永住者の配偶者等', en: 'Spouse or Child of Permanent Resident' },
  '33': { ja: '定住者', en: 'Long-Term Resident' },
  '34': { ja: '特別永住者', en: 'Special Permanent Resident' },
};

/**
 * SPEC 5.6: these statuses clear the expiry and card-image fields (their holders have no expiry to report here);
 * every other status requires the expiry.
 */
export const STATUSES_WITHOUT_EXPIRY: readonly ResidenceStatus[] = ['01', '02', '08', '30', '34'];

export function residenceExpiryRequired(status: ResidenceStatus): boolean {
  return !STATUSES_WITHOUT_EXPIRY.includes(status);
}

export const RESIDENCE_STATUS_CODES = Object.values(ResidenceStatus);

/** The label of the bilingual residence screens: 「永住者 Permanent Resident」. */
export const bilingualResidenceStatusLabel = (status: ResidenceStatus): string =>
  `${RESIDENCE_STATUS_LABELS[status].ja} ${RESIDENCE_STATUS_LABELS[status].en}`;

export function isResidenceStatus(value: unknown): value is ResidenceStatus {
  return typeof value === 'string' && (RESIDENCE_STATUS_CODES as readonly string[]).includes(value);
}
