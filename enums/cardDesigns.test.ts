import { describe, expect, it } from 'vitest';
import { CARD_DESIGN_CODES, DESIGN_TYPE_LABELS, Network } from './card';
import { CARD_DESIGNS, coloursFor, defaultNickname, designLabel, designsFor, isOffered, reissuedFace } from './cardDesigns';

const allFlagsOff = { colourDesign: false, mastercardVerticalRemoval: false };
const released = { colourDesign: true, mastercardVerticalRemoval: false };
const removal = { colourDesign: true, mastercardVerticalRemoval: true };
const codes = (designs: readonly { code: string }[]) => designs.map((design) => design.code);

describe('card design table (SPEC 3.2 codes 001–019, types 01–07)', () => {
  it('gives each of the 19 codes exactly one face, and uses every design type', () => {
    expect(codes(CARD_DESIGNS)).toEqual([...CARD_DESIGN_CODES]);
    expect(new Set(CARD_DESIGNS.map((design) => design.designType))).toEqual(new Set(Object.keys(DESIGN_TYPE_LABELS)));
  });

  it('has one face per network, colour and orientation among the offered ones', () => {
    const keys = CARD_DESIGNS.filter((design) => design.offered).map(
      (design) => `${design.network}/${design.colour}/${design.orientation}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('offers each network a black and a gold face in both orientations, landscape first', () => {
    for (const network of Object.values(Network)) {
      expect(designsFor({ cardType: '0', network, colour: 'black' }, released).map((d) => d.orientation)).toEqual([
        'landscape',
        'portrait',
      ]);
      expect(designsFor({ cardType: '1', network, colour: 'pink' }, released).map((d) => `${d.colour}/${d.orientation}`)).toEqual([
        'gold/landscape',
        'gold/portrait',
      ]);
    }
  });

  it('never offers the JCB transfer design (019) on a new application', () => {
    expect(isOffered(CARD_DESIGNS.find((design) => design.code === '019')!, released)).toBe(false);
    expect(codes(designsFor({ cardType: '0', network: Network.Jcb, colour: 'black' }))).toEqual(['009', '010']);
  });

  it('keeps the colour faces behind the colourDesign flag', () => {
    expect(coloursFor(Network.Visa, released)).toEqual(['black', 'pink', 'blue', 'lavender']);
    expect(coloursFor(Network.Visa, allFlagsOff)).toEqual(['black']);
    expect(coloursFor(Network.Jcb, released)).toEqual(['black']);
  });

  it('withdraws every Mastercard portrait face under mastercardVerticalRemoval, and only those', () => {
    expect(codes(designsFor({ cardType: '0', network: Network.Master, colour: 'black' }, removal))).toEqual(['005']);
    expect(codes(designsFor({ cardType: '1', network: Network.Master }, removal))).toEqual(['007']);
    expect(coloursFor(Network.Master, removal)).toEqual(['black']);
    expect(codes(designsFor({ cardType: '0', network: Network.Visa, colour: 'black' }, removal))).toEqual(['001', '002']);
  });

  it('names a face by network, colour and orientation, and a card by its brand', () => {
    expect(designLabel(CARD_DESIGNS[1]!)).toBe('Visa ブラック（縦型）');
    expect(defaultNickname('0', Network.Jcb)).toBe('JCBカード');
    expect(defaultNickname('1', Network.Master)).toBe('ゴールドMastercardカード');
    expect(defaultNickname('0', '7')).toBeUndefined();
  });
});

describe('the Mastercard vertical removal’s third release (reissued faces)', () => {
  it('reissues every card on its own face while the flag is off', () => {
    for (const design of CARD_DESIGNS) expect(reissuedFace(design.code, false)).toBe(design.code);
  });

  it('reissues a portrait Mastercard on the landscape face of its colour, black for the portrait-only colours, while it is on', () => {
    expect(reissuedFace('006', true)).toBe('005');
    expect(reissuedFace('008', true)).toBe('007');
    for (const colourFace of ['016', '017', '018']) expect(reissuedFace(colourFace, true)).toBe('005');
  });

  it('leaves the other networks’ faces and Mastercard’s landscape faces as they are', () => {
    for (const code of ['001', '002', '004', '005', '007', '010', '012', '013', '019']) expect(reissuedFace(code, true)).toBe(code);
    expect(reissuedFace('999', true)).toBe('999');
  });
});
