/**
 * Prefectures (SPEC 3.2: prefecture codes 01 to 47; SPEC 5.2: an address starts with a prefecture name).
 * Source: JIS X 0401 都道府県コード, as published in 総務省「全国地方公共団体コード」.
 */
export const Prefecture = {
  Hokkaido: '01', Aomori: '02', Iwate: '03', Miyagi: '04', Akita: '05', Yamagata: '06', Fukushima: '07',
  Ibaraki: '08', Tochigi: '09', Gunma: '10', Saitama: '11', Chiba: '12', Tokyo: '13', Kanagawa: '14',
  Niigata: '15', Toyama: '16', Ishikawa: '17', Fukui: '18', Yamanashi: '19', Nagano: '20', Gifu: '21',
  Shizuoka: '22', Aichi: '23', Mie: '24', Shiga: '25', Kyoto: '26', Osaka: '27', Hyogo: '28', Nara: '29',
  Wakayama: '30', Tottori: '31', Shimane: '32', Okayama: '33', Hiroshima: '34', Yamaguchi: '35', Tokushima: '36',
  Kagawa: '37', Ehime: '38', Kochi: '39', Fukuoka: '40', Saga: '41', Nagasaki: '42', Kumamoto: '43', Oita: '44',
  Miyazaki: '45', Kagoshima: '46', Okinawa: '47',
} as const;
export type Prefecture = (typeof Prefecture)[keyof typeof Prefecture];

export const PREFECTURE_LABELS: Readonly<Record<Prefecture, string>> = {
  '01': '北海道', '02': '青森県', '03': '岩手県', '04': '宮城県', '05': '秋田県', '06': '山形県', '07': '福島県',
  '08': '茨城県', '09': '栃木県', '10': '群馬県', '11': '埼玉県', '12': '千葉県', '13': '東京都', '14': '神奈川県',
  '15': '新潟県', '16': '富山県', '17': '石川県', '18': '福井県', '19': '山梨県', '20': '長野県', '21': '岐阜県',
  '22': '静岡県', '23': '愛知県', '24': '三重県', '25': '滋賀県', '26': '京都府', '27': '大阪府', '28': '兵庫県',
  '29': '奈良県', '30': '和歌山県', '31': '鳥取県', '32': '島根県', '33': '岡山県', '34': '広島県', '35': '山口県',
  '36': '徳島県', '37': '香川県', '38': '愛媛県', '39': '高知県', '40': '福岡県', '41': '佐賀県', '42': '長崎県',
  '43': '熊本県', '44': '大分県', '45': '宮崎県', '46': '鹿児島県', '47': '沖縄県',
};

/** The prefecture an address starts with, or undefined. */
export function prefectureOfAddress(address: string): Prefecture | undefined {
  for (const [code, name] of Object.entries(PREFECTURE_LABELS) as [Prefecture, string][]) {
    if (address.startsWith(name)) return code;
  }
  return undefined;
}
