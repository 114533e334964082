import {
  CardColour,
  CardOrientation,
  CardType,
  DesignType,
  Network,
  CARD_COLOUR_LABELS,
  CARD_ORIENTATION_LABELS,
  NETWORK_LABELS,
  type CardDesignCode,
} from './card.js';

/**
 * The card faces of SPEC 3.2 (design codes 001–019, design types 01–07). The SPEC names the attributes of a code
 * (network, colour, orientation) but not which code is which, so this table is our decision, kept as data:
 * - 001–012: each network's black (regular) and gold faces, landscape and portrait, in the order Visa, Mastercard,
 *   JCB;
 * - 013–018: the colour faces (pink, blue, lavender), portrait only, for Visa and Mastercard;
 * - 019: JCB's transfer design (a landscape black face kept for cards moved from the legacy product); existing
 *   cards may carry it, new applications cannot choose it.
 * A new face is a new row; the apply steps, the server's checks and the pictures all read this table.
 */
export interface CardDesign {
  readonly code: CardDesignCode;
  readonly network: Network;
  readonly colour: CardColour;
  readonly orientation: CardOrientation;
  readonly designType: DesignType;
  /** Chosen on a new application (the transfer design is not). */
  readonly offered: boolean;
}

const { Visa, Master, Jcb } = Network;
const { Black, Gold, Pink, Blue, Lavender } = CardColour;
const { Landscape, Portrait } = CardOrientation;

const row = (
  code: CardDesignCode,
  network: Network,
  colour: CardColour,
  orientation: CardOrientation,
  designType: DesignType,
  offered = true,
): CardDesign => ({
  code,
  network,
  colour,
  orientation,
  designType,
  offered,
});

export const CARD_DESIGNS: readonly CardDesign[] = [
  row('001', Visa, Black, Landscape, DesignType.RegularHorizontal),
  row('002', Visa, Black, Portrait, DesignType.RegularVertical),
  row('003', Visa, Gold, Landscape, DesignType.GoldHorizontal),
  row('004', Visa, Gold, Portrait, DesignType.GoldVertical),
  row('005', Master, Black, Landscape, DesignType.RegularHorizontal),
  row('006', Master, Black, Portrait, DesignType.RegularVertical),
  row('007', Master, Gold, Landscape, DesignType.GoldHorizontal),
  row('008', Master, Gold, Portrait, DesignType.GoldVertical),
  row('009', Jcb, Black, Landscape, DesignType.RegularHorizontal),
  row('010', Jcb, Black, Portrait, DesignType.RegularVertical),
  row('011', Jcb, Gold, Landscape, DesignType.GoldHorizontal),
  row('012', Jcb, Gold, Portrait, DesignType.GoldVertical),
  row('013', Visa, Pink, Portrait, DesignType.Pink),
  row('014', Visa, Blue, Portrait, DesignType.Blue),
  row('015', Visa, Lavender, Portrait, DesignType.Lavender),
  row('016', Master, Pink, Portrait, DesignType.Pink),
  row('017', Master, Blue, Portrait, DesignType.Blue),
  row('018', Master, Lavender, Portrait, DesignType.Lavender),
  row('019', Jcb, Black, Landscape, DesignType.RegularHorizontal, false),
];

/** The colours a regular card may have; a gold card is always gold. */
export const REGULAR_COLOURS = [Black, Pink, Blue, Lavender] as const satisfies readonly CardColour[];
export type RegularColour = (typeof REGULAR_COLOURS)[number];
export const REGULAR_COLOUR_LABELS: Readonly<Record<RegularColour, string>> = {
  black: CARD_COLOUR_LABELS.black,
  pink: CARD_COLOUR_LABELS.pink,
  blue: CARD_COLOUR_LABELS.blue,
  lavender: CARD_COLOUR_LABELS.lavender,
};

/** The feature flags that change which faces are offered (config/featureFlags.json; a failed lookup is off). */
export interface DesignFlags {
  readonly colourDesign: boolean;
  readonly mastercardVerticalRemoval: boolean;
}

const isColourFace = (design: CardDesign): boolean => design.colour !== Black && design.colour !== Gold;

/** A face a new application may choose under the flags; without flags, only the table's own `offered` counts. */
export function isOffered(design: CardDesign, flags?: DesignFlags): boolean {
  if (!design.offered) return false;
  if (!flags) return true;
  if (isColourFace(design) && !flags.colourDesign) return false;
  return !(flags.mastercardVerticalRemoval && design.network === Network.Master && design.orientation === Portrait);
}

/**
 * SPEC 6 Mastercard vertical removal, third release (our decision; the SPEC names the gate only): the first release
 * withdrew the portrait Mastercard faces from new cards (`isOffered`); the third reaches the cards already held. While
 * `mastercardVerticalRemovalThirdRelease` is on, a Mastercard on a portrait face is reissued on the landscape face of
 * its colour, or the black one where its colour has none (the colour faces are portrait only). Any other card keeps
 * its face.
 */
export function reissuedFace(code: string, thirdRelease: boolean): string {
  const design = designOf(code);
  if (!thirdRelease || design?.network !== Network.Master || design.orientation !== Portrait) return code;
  const landscape = (colour: CardColour) =>
    CARD_DESIGNS.find((d) => d.network === Network.Master && d.colour === colour && d.orientation === Landscape && d.offered);
  return (landscape(design.colour) ?? landscape(Black))?.code ?? code;
}

export function designOf(code: unknown): CardDesign | undefined {
  return CARD_DESIGNS.find((design) => design.code === code);
}

export interface DesignChoice {
  readonly cardType: unknown;
  readonly network: unknown;
  /** The regular card's colour; ignored for gold. */
  readonly colour?: unknown;
}

/** The faces of a card type, network and colour, landscape first. */
export function designsFor(choice: DesignChoice, flags?: DesignFlags): CardDesign[] {
  const colour = choice.cardType === CardType.Gold ? Gold : choice.colour;
  return CARD_DESIGNS.filter((d) => d.network === choice.network && d.colour === colour && isOffered(d, flags)).sort((a, b) =>
    a.orientation === b.orientation ? 0 : a.orientation === Landscape ? -1 : 1,
  );
}

/**
 * SPEC 2.7 (colour and design need a non-gold card): a gold card is offered no colour and no face; it is issued on its
 * network's gold face, the landscape one, which every flag leaves offered.
 */
export function goldFace(network: unknown): CardDesignCode | undefined {
  return designsFor({ cardType: CardType.Gold, network })[0]?.code;
}

/** The regular colours a network has at least one offered face in. */
export function coloursFor(network: unknown, flags?: DesignFlags): RegularColour[] {
  return REGULAR_COLOURS.filter((colour) => designsFor({ cardType: CardType.Regular, network, colour }, flags).length > 0);
}

/** A face's name as the applicant reads it: 「Visa ブラック（横型）」. */
export function designLabel(design: CardDesign): string {
  return `${NETWORK_LABELS[design.network]} ${CARD_COLOUR_LABELS[design.colour]}（${CARD_ORIENTATION_LABELS[design.orientation]}）`;
}

export const DESIGN_LABELS = Object.fromEntries(CARD_DESIGNS.map((design) => [design.code, designLabel(design)])) as Readonly<
  Record<CardDesignCode, string>
>;

/** The card's name when the applicant gives none (as the member area names cards: 「Visaカード」「ゴールドVisaカード」). */
export function defaultNickname(cardType: unknown, network: unknown): string | undefined {
  const brand = typeof network === 'string' && Object.hasOwn(NETWORK_LABELS, network) ? NETWORK_LABELS[network as Network] : undefined;
  if (brand === undefined) return undefined;
  return `${cardType === CardType.Gold ? 'ゴールド' : ''}${brand}カード`;
}

/** Every default name, so a name that is one of them follows the brand when the applicant changes it. */
export const DEFAULT_NICKNAMES: readonly string[] = Object.values(Network).flatMap((network) =>
  Object.values(CardType).map((type) => defaultNickname(type, network) ?? ''),
);
