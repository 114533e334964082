/**
 * The mail the service sends, one template file each under config/messages/mail/<kind>.txt, and what each template
 * may name. Every template may also name `serviceUrl` (the public origin). The start refuses a template that names
 * anything else, a kind without its file and a file of no kind (server/outbox/mailTemplates.ts).
 *
 * Advertising mail (特定電子メールの送信の適正化等に関する法律): sent only to members who chose the campaign list
 * (members.mailing_lists.campaignMail), and it carries the sender and the way to stop it
 * (config/messages/advertisingFooter.txt). Which kind is advertising is decided here, not in the template file, so
 * an edit of the text cannot drop what the law requires.
 */
export const MAIL_KINDS = {
  applicationReceived: { params: ['name', 'inquiryNumber'], advertising: false },
  applicationResult: { params: ['name', 'inquiryNumber', 'approved', 'creditLimit'], advertising: false },
  creditLimitResult: { params: ['name', 'card4no', 'approved', 'newLimit'], advertising: false },
  cashingLimitResult: { params: ['name', 'card4no', 'approved', 'newLimit'], advertising: false },
  goldUpgradeResult: { params: ['name', 'card4no', 'approved'], advertising: false },
  additionalCardResult: { params: ['name', 'cardName', 'approved'], advertising: false },
  mailAddressVerification: { params: ['name', 'mailAddress', 'token', 'expiresAt'], advertising: false },
  mailAddressChanged: { params: ['name', 'newAddress', 'changedAt'], advertising: false },
  reissuePosted: { params: ['name', 'card4no', 'postedOn'], advertising: false },
  pinNoticePosted: { params: ['name', 'card4no', 'postedOn'], advertising: false },
  campaignEntry: { params: ['name', 'campaignTitle', 'startsOn', 'endsOn', 'points', 'conditions', 'campaignUrl'], advertising: true },
  // The member's own reward, earned under the campaign's terms: a notice of the account, not an offer.
  campaignRewardGranted: { params: ['name', 'campaignTitle', 'points', 'grantedOn'], advertising: false },
  // APPI 第33条: the link to the member's disclosure export (server/disclosure/), once, for 7 days.
  disclosureReady: { params: ['name', 'token', 'expiresAt', 'requestedAt'], advertising: false },
  // APPI 第34条第3項, 第35条第7項: the result of a request to correct the data or to stop using it.
  rightsRequestResult: { params: ['name', 'requestKind', 'receivedOn', 'approved', 'note'], advertising: false },
  // Issue 60, the card processor's events (server/cardEvents/cardNotices.ts), each as the member chose in the mailing
  // lists. The uses of a few minutes in one mail: `uses` is the list, each with usedAt, shopName and amount.
  cardUsage: { params: ['name', 'card4no', 'count', 'uses', 'usedAt', 'shopName', 'amount', 'pending'], advertising: false },
  cardUseAbroad: { params: ['name', 'card4no', 'usedAt', 'shopName', 'amount', 'country', 'pending'], advertising: false },
  cardLargeUse: { params: ['name', 'card4no', 'usedAt', 'shopName', 'amount', 'threshold', 'pending'], advertising: false },
  cardDeclined: {
    params: ['name', 'card4no', 'usedAt', 'shopName', 'amount', 'reason', 'advice', 'adviceLink', 'adviceLabel', 'advicePath'],
    advertising: false,
  },
  statementFixed: { params: ['name', 'card4no', 'billingMonth', 'amount', 'dueDate'], advertising: false },
  paymentMissed: { params: ['name', 'card4no', 'billingMonth', 'amount', 'dueDate'], advertising: false },
} as const satisfies Record<string, { readonly params: readonly string[]; readonly advertising: boolean }>;

export type MailKind = keyof typeof MAIL_KINDS;

/**
 * The values a kind's template reads: text, a flag for a section (`{{#approved}}…{{/approved}}`), or a list of
 * records of text for a repeated section (`{{#uses}}{{shopName}}{{/uses}}`, a batch of uses).
 */
export type MailValue = string | boolean | readonly Readonly<Record<string, string | boolean>>[];
export type MailParams<K extends MailKind> = { readonly [P in (typeof MAIL_KINDS)[K]['params'][number]]?: MailValue };

export const isMailKind = (name: string): name is MailKind => Object.hasOwn(MAIL_KINDS, name);

/** What every template may name besides its kind's own parameters. */
export const COMMON_PARAMS = ['serviceUrl'] as const;

/** What the advertising footer may name. */
export const FOOTER_PARAMS = ['serviceUrl', 'optOutUrl'] as const;
