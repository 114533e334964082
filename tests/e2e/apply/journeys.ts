import { SECRET_MARKER } from '../../../schemas/secrets';
import type { Journey, JourneyStep } from './applyJourney';

/**
 * Each applicant's own mobile number, derived from their mail address: the SMS send limit per phone (10 an hour)
 * would otherwise join every journey of a test run into one phone's allowance. Typed as people write it.
 */
export function mobileFor(mail: string): { readonly typed: string; readonly digits: string } {
  let hash = 0;
  for (const char of mail) hash = (hash * 31 + char.charCodeAt(0)) % 10_000;
  const last = String(hash).padStart(4, '0');
  return { typed: `090-1234-${last}`, digits: `09012340000`.slice(0, 7) + last };
}

/** The steps every main-path applicant answers the same way up to the profession (values typed as people type). */
export function commonSteps(who: {
  kanji: [string, string];
  kanaTyped: [string, string];
  kana: [string, string];
  alpha: [string, string];
  mail: string;
}): JourneyStep[] {
  return [
    {
      step: 'acceptPermission',
      route: '/apply/accept-permission',
      actions: [{ check: 'カード会員規約と個人情報の取扱いに同意します' }],
      stored: { agreeTerms: true },
    },
    {
      step: 'attribute',
      route: '/apply/attribute',
      actions: [
        { fill: '姓（漢字）', value: who.kanji[0] },
        { fill: '名（漢字）', value: who.kanji[1] },
        { fill: '姓（フリガナ）', value: who.kanaTyped[0] },
        { fill: '名（フリガナ）', value: who.kanaTyped[1] },
        { fill: '姓（ローマ字）', value: who.alpha[0].toLowerCase() },
        { fill: '名（ローマ字）', value: who.alpha[1].toLowerCase() },
      ],
      stored: {
        lastNameKanji: who.kanji[0],
        firstNameKanji: who.kanji[1],
        lastNameKana: who.kana[0],
        firstNameKana: who.kana[1],
        lastNameAlpha: who.alpha[0],
        firstNameAlpha: who.alpha[1],
      },
    },
    {
      step: 'gender',
      route: '/apply/gender',
      actions: [{ choose: '女性' }, { birthday: { year: '1990', month: '4', day: '1' } }],
      stored: { sexType: '2', birthDay: '19900401' },
    },
    {
      step: 'zipcode',
      route: '/apply/zipcode',
      actions: [{ zip: '100-0001', address: '東京都千代田区千代田' }],
      stored: { homeZipCode: '1000001', homeAddrKanji: '東京都千代田区千代田' },
    },
    {
      step: 'address',
      route: '/apply/address',
      actions: [{ fill: '番地・建物名・部屋番号', value: '1-2-3' }],
      stored: { homeSubAddrKanji: '１－２－３' },
    },
    {
      step: 'nationality',
      route: '/apply/nationality',
      actions: [{ select: '国籍 Nationality', option: '日本 Japan' }],
      stored: { nationality: 'JP' },
    },
    { step: 'contact', route: '/apply/contact', actions: [{ fill: 'メールアドレス', value: who.mail }], stored: { mailAddress: who.mail } },
    {
      step: 'phoneNumber',
      route: '/apply/phone-number',
      actions: [{ fill: '携帯電話番号', value: mobileFor(who.mail).typed }],
      stored: { mobNumFull: mobileFor(who.mail).digits },
    },
    smsAuthentication(mobileFor(who.mail).digits),
  ];
}

/** The SMS step for every applicant: the code sent to the number just entered, read from the outbox. */
export const smsAuthentication = (mobile: string): JourneyStep => ({
  step: 'smsAuthentication',
  route: '/apply/sms/authentication',
  actions: [{ smsCode: true }],
  submit: '認証する',
  stored: { smsAuthMobNum: mobile },
});

export const housing = (type: string, typeCode: string): JourneyStep => ({
  step: 'housing',
  route: '/apply/housing',
  actions: [
    { select: 'お住まいの種類', option: type },
    { select: '居住年数', option: '5年以上' },
  ],
  stored: { housingType: typeCode, lengthOfResidence: '5' },
});

/**
 * The card-design steps, auto pay-later and the family-card question, on every applicant's path after the licence:
 * a regular card of the given brand, colour and face; the name typed, or left blank for the default name.
 */
export function regularCardSteps(card: RegularCard & { autoPaylater: boolean }): JourneyStep[] {
  return [...regularDesignSteps(card), autoPaylater(card.autoPaylater), noFamilyCards];
}

interface RegularCard {
  readonly brand: string;
  readonly brandCode: string;
  readonly colour: string;
  readonly colourCode: string;
  readonly face: string;
  readonly faceCode: string;
  readonly nickname?: string;
  readonly defaultNickname: string;
}

/** The card's PIN, typed twice (SPEC 5.4): the draft keeps only the marker of a secret, the host its slow hash. */
export const pinNumber: JourneyStep = {
  step: 'pinNumber',
  route: '/apply/pin-number',
  actions: [
    { fill: '暗証番号', value: '7294' },
    { fill: '暗証番号（確認）', value: '７２９４' },
  ],
  stored: { pinNumber: SECRET_MARKER, pinNumberConfirm: SECRET_MARKER },
  saved: { pinNumber: '7294', pinNumberConfirm: '7294' },
};

/** The card-design steps of a regular card and the card's PIN (a partner applicant's SB options follow them). */
export function regularDesignSteps(card: RegularCard): JourneyStep[] {
  return [
    {
      step: 'designBrand',
      route: '/apply/design/brand',
      actions: [{ choose: '一般カード' }, { choose: card.brand }],
      stored: { cardType: '0', brandCode: card.brandCode },
    },
    { step: 'designColor', route: '/apply/design/cardColor', actions: [{ choose: card.colour }], stored: { cardColor: card.colourCode } },
    { step: 'design', route: '/apply/design', actions: [{ choose: card.face }], stored: { faceCode: card.faceCode } },
    {
      step: 'designName',
      route: '/apply/design/name',
      actions: card.nickname === undefined ? [] : [{ fill: 'カードの名前', value: card.nickname }],
      stored:
        card.nickname === undefined
          ? { nickname: card.defaultNickname, isDefaultNickname: true }
          : { nickname: card.nickname, isDefaultNickname: false },
    },
    pinNumber,
  ];
}

export const autoPaylater = (yes: boolean): JourneyStep => ({
  step: 'autoPaylater',
  route: '/apply/auto-paylater',
  actions: [{ choose: yes ? '設定する' : '設定しない' }],
  stored: { autoPaylaterFlg: yes ? '1' : '0' },
});

export const noFamilyCards: JourneyStep = {
  step: 'familyCardSelect',
  route: '/apply/familyCard/select',
  actions: [{ select: '家族カードの枚数', option: '申し込まない' }],
  stored: { familyCardCount: '0' },
};

export const use: JourneyStep = {
  step: 'use',
  route: '/apply/use',
  actions: [{ choose: 'ショッピング' }],
  stored: { cardPurposeType: '1' },
};
export const noLicence: JourneyStep = {
  step: 'license',
  route: '/apply/license',
  actions: [{ choose: '持っていない' }],
  stored: { licenseHoyuType: '0' },
};

export const journeys: readonly Journey[] = [
  {
    name: 'employee',
    loginId: 'applicant2',
    result: 'complete',
    steps: [
      ...commonSteps({
        kanji: ['小林', '陽菜'],
        kanaTyped: ['こばやし', 'ﾋﾅ'],
        kana: ['コバヤシ', 'ヒナ'],
        alpha: ['KOBAYASHI', 'HINA'],
        mail: 'hina.kobayashi@example.jp',
      }),
      { step: 'profession', route: '/apply/profession', actions: [{ choose: '会社員・団体職員' }], stored: { jobCode: '03' } },
      {
        step: 'household',
        route: '/apply/household',
        actions: [{ choose: '既婚（子供あり）' }, { choose: '3人' }],
        stored: { familyStructure: '1', householdNum: '3' },
      },
      housing('賃貸マンション', '05'),
      {
        step: 'income',
        route: '/apply/income',
        actions: [
          { fill: 'ご本人の年収', value: '４５０' },
          { fill: '配偶者の年収', value: '300' },
          { fill: '世帯年収', value: '750' },
        ],
        stored: { income: '450', spouseIncome: '300', familyIncome: '750' },
      },
      {
        step: 'workplace',
        route: '/apply/workplace',
        actions: [
          { fill: '勤務先名（漢字）', value: '株式会社青空商事' },
          { fill: '勤務先名（フリガナ）', value: 'あおぞらしょうじ' },
          { fill: '勤務先電話番号', value: '03-1234-5678' },
          { select: '勤務先の種類', option: '上場企業' },
          { select: '業種', option: '情報通信業' },
        ],
        stored: {
          comNameKanji: '株式会社青空商事',
          comNameKana: 'アオゾラショウジ',
          comTelNumFull: '0312345678',
          companyCorporateForm: '01',
          busiCateCode: '05',
        },
      },
      use,
      { step: 'license', route: '/apply/license', actions: [{ choose: '運転免許証を持っている' }], stored: { licenseHoyuType: '1' } },
      {
        step: 'licenseNumber',
        route: '/apply/license/number',
        actions: [
          { fill: '運転免許証番号', value: '３０１２３４５６７８９０' },
          { select: '有効期限（年）', option: '2030年（令和12年）' },
          { select: '有効期限（月）', option: '3月' },
        ],
        stored: { licenseNo: '301234567890', licenseExpiryYear: '2030', licenseExpiryMonth: '03' },
      },
      ...regularCardSteps({
        brand: 'Visa',
        brandCode: '1',
        colour: 'ブラック',
        colourCode: 'black',
        face: 'Visa ブラック（縦型）',
        faceCode: '002',
        nickname: 'いつものカード',
        defaultNickname: 'Visaカード',
        autoPaylater: true,
      }),
    ],
  },
  {
    name: 'student',
    loginId: 'applicant3',
    result: 'complete',
    steps: [
      ...commonSteps({
        kanji: ['加藤', '翔太'],
        kanaTyped: ['かとう', 'しょうた'],
        kana: ['カトウ', 'ショウタ'],
        alpha: ['KATO', 'SHOTA'],
        mail: 'shota.kato@example.jp',
      }),
      { step: 'profession', route: '/apply/profession', actions: [{ choose: '学生' }], stored: { jobCode: '09' } },
      {
        step: 'household',
        route: '/apply/household',
        actions: [{ choose: '独身（家族と別居）' }, { choose: '1人' }],
        stored: { familyStructure: '4', householdNum: '1' },
      },
      housing('賃貸アパート', '06'),
      { step: 'income', route: '/apply/income', actions: [{ fill: 'ご本人の年収', value: '80' }], stored: { income: '80' } },
      use,
      noLicence,
      ...regularCardSteps({
        brand: 'Mastercard',
        brandCode: '2',
        colour: 'ピンク',
        colourCode: 'pink',
        face: 'Mastercard ピンク（縦型）',
        faceCode: '016',
        defaultNickname: 'Mastercardカード',
        autoPaylater: true,
      }),
    ],
  },
  {
    name: 'homemaker',
    loginId: 'applicant4',
    result: 'underReview',
    steps: [
      ...commonSteps({
        kanji: ['吉田', '美穂'],
        kanaTyped: ['よしだ', 'みほ'],
        kana: ['ヨシダ', 'ミホ'],
        alpha: ['YOSHIDA', 'MIHO'],
        mail: 'miho.yoshida@example.jp',
      }),
      { step: 'profession', route: '/apply/profession', actions: [{ choose: '主婦・主夫' }], stored: { jobCode: '08' } },
      {
        step: 'household',
        route: '/apply/household',
        actions: [{ choose: '既婚（子供なし）' }, { choose: '2人' }],
        stored: { familyStructure: '2', householdNum: '2' },
      },
      housing('持家（配偶者名義）', '03'),
      {
        step: 'income',
        route: '/apply/income',
        actions: [
          { fill: '配偶者の年収', value: '600' },
          { fill: '世帯年収', value: '600' },
        ],
        // SPEC 5.4: a homemaker's own income is set to 0 by the server.
        stored: { income: '0', spouseIncome: '600', familyIncome: '600' },
      },
      use,
      noLicence,
      ...regularCardSteps({
        brand: 'JCB',
        brandCode: '9',
        colour: 'ブラック',
        colourCode: 'black',
        face: 'JCB ブラック（横型）',
        faceCode: '009',
        defaultNickname: 'JCBカード',
        autoPaylater: false,
      }),
    ],
  },
  {
    name: 'pensioner',
    loginId: 'applicant5',
    result: 'complete',
    steps: [
      ...commonSteps({
        kanji: ['山本', '浩二'],
        kanaTyped: ['やまもと', 'こうじ'],
        kana: ['ヤマモト', 'コウジ'],
        alpha: ['YAMAMOTO', 'KOJI'],
        mail: 'koji.yamamoto@example.jp',
      }),
      { step: 'profession', route: '/apply/profession', actions: [{ choose: '年金受給者' }], stored: { jobCode: '07' } },
      {
        step: 'household',
        route: '/apply/household',
        actions: [{ choose: '既婚（子供あり）' }, { choose: '2人' }],
        stored: { familyStructure: '1', householdNum: '2' },
      },
      housing('持家（本人名義・住宅ローンなし）', '01'),
      {
        step: 'income',
        route: '/apply/income',
        actions: [
          { fill: 'ご本人の年収', value: '240' },
          { fill: '配偶者の年収', value: '80' },
          { fill: '世帯年収', value: '320' },
        ],
        stored: { income: '240', spouseIncome: '80', familyIncome: '320' },
      },
      use,
      noLicence,
      ...regularCardSteps({
        brand: 'Visa',
        brandCode: '1',
        colour: 'ラベンダー',
        colourCode: 'lavender',
        face: 'Visa ラベンダー（縦型）',
        faceCode: '015',
        nickname: '夫婦の買い物',
        defaultNickname: 'Visaカード',
        autoPaylater: false,
      }),
    ],
  },
  {
    name: 'self-employed without a licence',
    loginId: 'applicant6',
    result: 'complete',
    steps: [
      ...commonSteps({
        kanji: ['松本', '彩'],
        kanaTyped: ['ﾏﾂﾓﾄ', 'あや'],
        kana: ['マツモト', 'アヤ'],
        alpha: ['MATSUMOTO', 'AYA'],
        mail: 'aya.matsumoto@example.jp',
      }),
      { step: 'profession', route: '/apply/profession', actions: [{ choose: '自営業' }], stored: { jobCode: '06' } },
      {
        step: 'household',
        route: '/apply/household',
        actions: [{ choose: '独身（家族と同居）' }, { choose: '3人' }],
        stored: { familyStructure: '3', householdNum: '3' },
      },
      housing('親族の家', '12'),
      {
        step: 'income',
        route: '/apply/income',
        actions: [
          { fill: 'ご本人の年収', value: '380' },
          { fill: '世帯年収', value: '900' },
        ],
        stored: { income: '380', familyIncome: '900' },
      },
      {
        step: 'workplace',
        route: '/apply/workplace',
        actions: [
          { fill: '勤務先名（漢字）', value: '松本デザイン事務所' },
          { fill: '勤務先名（フリガナ）', value: 'まつもとでざいんじむしょ' },
          { fill: '勤務先電話番号', value: '０６－６１２３－４５６７' },
          { select: '勤務先の種類', option: '個人事業（従業員なし）' },
          { select: '業種', option: 'サービス業' },
        ],
        stored: {
          comNameKanji: '松本デザイン事務所',
          comNameKana: 'マツモトデザインジムショ',
          comTelNumFull: '0661234567',
          companyCorporateForm: '12',
          busiCateCode: '13',
        },
      },
      use,
      noLicence,
      ...regularCardSteps({
        brand: 'Mastercard',
        brandCode: '2',
        colour: 'ブルー',
        colourCode: 'blue',
        face: 'Mastercard ブルー（縦型）',
        faceCode: '017',
        defaultNickname: 'Mastercardカード',
        autoPaylater: true,
      }),
    ],
  },
];

/**
 * An applicant who lands from the SB partner carrier (`/apply?campaignCode=S…&shopId=SB…&utm_…`): partner ID
 * linkage after the consent, the SMS step, then the SB options (contract number, paying its fee with the card,
 * point auto-exchange) after the licence.
 */
export const sbPartnerJourney: Journey & {
  readonly landing: string;
  readonly campaignCode: string;
  readonly adData: Readonly<Record<string, string>>;
} = {
  name: 'SB partner',
  loginId: 'applicant30',
  result: 'complete',
  landing: '/apply?campaignCode=S1001&shopId=SB0042&utm_source=carrier&utm_campaign=spring&advertisingId=ad-0042',
  campaignCode: 'S1001',
  adData: { utm_source: 'carrier', utm_campaign: 'spring', advertisingId: 'ad-0042' },
  steps: (() => {
    const [consent, ...rest] = commonSteps({
      kanji: ['斎藤', '結衣'],
      kanaTyped: ['さいとう', 'ゆい'],
      kana: ['サイトウ', 'ユイ'],
      alpha: ['SAITO', 'YUI'],
      mail: 'yui.saito@example.jp',
    });
    return [
      consent!,
      {
        step: 'sbIdLinkageCertification',
        route: '/apply/sbidlinkage/certification',
        actions: [{ fill: 'パートナー携帯会社にご登録の携帯電話番号', value: '090-1234-5678' }],
        stored: { sbIdLinkageMobNum: '09012345678' },
      },
      {
        step: 'sbIdLinkagePermission',
        route: '/apply/sbidlinkage/permission',
        actions: [{ check: 'パートナー携帯会社からお客さま情報を受け取ることに同意します' }],
        stored: { sbIdLinkageConsent: true },
      },
      ...rest,
      { step: 'profession', route: '/apply/profession', actions: [{ choose: '学生' }], stored: { jobCode: '09' } },
      {
        step: 'household',
        route: '/apply/household',
        actions: [{ choose: '独身（家族と同居）' }, { choose: '3人' }],
        stored: { familyStructure: '3', householdNum: '3' },
      },
      housing('親族の家', '12'),
      {
        step: 'income',
        route: '/apply/income',
        actions: [
          { fill: 'ご本人の年収', value: '60' },
          { fill: '世帯年収', value: '800' },
        ],
        stored: { income: '60', familyIncome: '800' },
      },
      use,
      noLicence,
      ...regularDesignSteps({
        brand: 'Visa',
        brandCode: '1',
        colour: 'ブルー',
        colourCode: 'blue',
        face: 'Visa ブルー（縦型）',
        faceCode: '014',
        defaultNickname: 'Visaカード',
      }),
      {
        step: 'sbCommunicationFeeNumber',
        route: '/apply/sb-communication-fee/number',
        actions: [{ fill: 'ご契約の携帯電話番号', value: '０８０－２４６８－１３５７' }],
        stored: { sbCntrMobNum: '08024681357' },
      },
      {
        step: 'sbCommunicationFeeSelect',
        route: '/apply/sb-communication-fee/select',
        actions: [{ choose: '携帯電話料金をこのカードで支払う' }],
        stored: { sbCommunicationFeeSelect: '1' },
      },
      {
        step: 'sbPointAutoExchange',
        route: '/apply/sb-point-auto-exchange',
        actions: [{ choose: '自動で交換しない' }],
        stored: { sbPointAutoExchange: '0' },
      },
      autoPaylater(true),
      noFamilyCards,
    ];
  })(),
};
