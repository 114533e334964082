/** Occupation of the applicant (SPEC 3.2 occupation codes; SPEC 5.4 and 5.6 rules by occupation). */

export const JobCode = {
  Executive: '01',
  PublicServant: '02',
  Employee: '03',
  DispatchedOrContract: '04',
  PartTime: '05',
  SelfEmployed: '06',
  Pensioner: '07',
  Homemaker: '08',
  Student: '09',
  Other: '11',
} as const;
export type JobCode = (typeof JobCode)[keyof typeof JobCode];

export const JOB_CODE_LABELS: Readonly<Record<JobCode, string>> = {
  '01': '会社役員・団体役員',
  '02': '公務員',
  '03': '会社員・団体職員',
  '04': '派遣・契約社員',
  '05': 'パート・アルバイト',
  '06': '自営業',
  '07': '年金受給者',
  '08': '主婦・主夫',
  '09': '学生',
  '11': 'その他',
};

/**
 * SPEC 5.6: employed types need workplace data and may not declare an income of 0 (SPEC 5.4). "Other" joins them
 * only when a positive income is given, which the income rule handles by leaving 0 allowed for it.
 */
export const EMPLOYED_JOB_CODES: readonly JobCode[] = ['01', '02', '03', '04', '05', '06'];

/**
 * SPEC 3.2: a second occupation coding (ocpkbc) that the card system maps onto the first. The SPEC lists its codes
 * but not the mapping, so only the code set is typed here; the mapping must come from the card-system master.
 */
export const OCCUPATION_SUB_CODES = ['19', '21', '31', '49', '53', '59', '69', '70', '79', '80', '81', '82', '83', '89'] as const;
export type OccupationSubCode = (typeof OCCUPATION_SUB_CODES)[number];

/** Job types 01 to 09 (SPEC 3.2); the SPEC gives no labels for them. */
export const JOB_TYPE_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
export type JobTypeCode = (typeof JOB_TYPE_CODES)[number];
