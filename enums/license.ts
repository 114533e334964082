/**
 * Driver's licence: holding status (SPEC 3.2) and the 公安委員会 (prefectural public safety commission) codes that
 * open every 12-digit licence number (SPEC 5.4).
 *
 * Commission codes: 警察庁交通局通達「運転免許証の番号の形式及び内容について」(昭和56年), the first two digits
 * being the commission that first issued the licence. Hokkaido has five commissions (方面本部); 00 (licences converted
 * from abroad before the scheme) is not issued today and is rejected.
 */

/**
 * SPEC 3.2 gives two readings for the holding status: the application record says 1 has licence, 2 driving-history
 * certificate, 0 none; the field's option list says 1 has licence, 0 driving-history certificate, 2 none.
 * Reading taken: the application record. It is the wire contract with the card system (the apply entry that GET and
 * POST carry), while the option list is presentation the renderer can map; and the record's reading keeps 0 for
 * "none", which is what SPEC 5.4 relies on when it clears the licence number for an applicant without one.
 */
export const LicenseHoyuType = {
  Has: '1',
  DrivingHistoryCertificate: '2',
  None: '0',
} as const;
export type LicenseHoyuType = (typeof LicenseHoyuType)[keyof typeof LicenseHoyuType];

export const LICENSE_HOYU_TYPE_LABELS: Readonly<Record<LicenseHoyuType, string>> = {
  '1': '運転免許証を持っている',
  '2': '運転経歴証明書を持っている',
  '0': '持っていない',
};

export const LICENSE_COMMISSION_LABELS = {
  '10': '北海道（札幌）',
  '11': '北海道（函館）',
  '12': '北海道（旭川）',
  '13': '北海道（釧路）',
  '14': '北海道（北見）',
  '20': '青森',
  '21': '岩手',
  '22': '宮城',
  '23': '秋田',
  '24': '山形',
  '25': '福島',
  '30': '東京',
  '40': '茨城',
  '41': '栃木',
  '42': '群馬',
  '43': '埼玉',
  '44': '千葉',
  '45': '神奈川',
  '46': '新潟',
  '47': '山梨',
  '48': '長野',
  '49': '静岡',
  '50': '富山',
  '51': '石川',
  '52': '福井',
  '53': '岐阜',
  '54': '愛知',
  '55': '三重',
  '60': '滋賀',
  '61': '京都',
  '62': '大阪',
  '63': '兵庫',
  '64': '奈良',
  '65': '和歌山',
  '70': '鳥取',
  '71': '島根',
  '72': '岡山',
  '73': '広島',
  '74': '山口',
  '80': '徳島',
  '81': '香川',
  '82': '愛媛',
  '83': '高知',
  '90': '福岡',
  '91': '佐賀',
  '92': '長崎',
  '93': '熊本',
  '94': '大分',
  '95': '宮崎',
  '96': '鹿児島',
  '97': '沖縄',
} as const;
export type LicenseCommissionCode = keyof typeof LICENSE_COMMISSION_LABELS;

export function isLicenseCommissionCode(code: string): code is LicenseCommissionCode {
  return Object.hasOwn(LICENSE_COMMISSION_LABELS, code);
}

/** SPEC 5.4: the licence expiry's month, 2 digits, as the applicant chooses it. */
export const LICENSE_EXPIRY_MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export type LicenseExpiryMonth = (typeof LICENSE_EXPIRY_MONTHS)[number];
export const LICENSE_EXPIRY_MONTH_LABELS = Object.fromEntries(
  LICENSE_EXPIRY_MONTHS.map((month) => [month, `${Number(month)}月`]),
) as Readonly<Record<LicenseExpiryMonth, string>>;
