import { CardType } from '../../enums/card';
import { Availability } from '../../enums/member';
import type { ResultCodeName } from '../../enums/resultCodes';
import type { UnavailableHolder } from '../../flows/flowEntry';
import { ageOn, parseIsoDate } from '../../validators/calendar';
import { MIN_AGE } from '../../validators/dates';
import { DomainError } from '../http/DomainError';
import type { Db } from './draftRepository';

/**
 * SPEC 3.2 and 6: whether a service is available to the member who opens it, by the holders its flow file declares it
 * is not for (`unavailableTo`): a gold card (99), a minor (2), a member without a registered home address (3).
 * Asked by the host before the first page is drawn and before each save or submit of a run not yet done.
 */

/** The facts about the holder the SPEC 6 rules read. */
interface HolderFacts {
  readonly birthDay: string | null;
  readonly hasAddress: boolean;
  readonly goldCard: boolean;
}

/** Which of the declared holders this one is, in the SPEC's order of severity: an illegal call first. */
export function availabilityOf(facts: HolderFacts, unavailableTo: readonly UnavailableHolder[], today: string): Availability {
  if (unavailableTo.includes('gold') && facts.goldCard) return Availability.Illegal;
  if (unavailableTo.includes('minor') && isMinor(facts.birthDay, today)) return Availability.Minor;
  if (unavailableTo.includes('noAddress') && !facts.hasAddress) return Availability.NoAddress;
  return Availability.Available;
}

/** Under 18 on Tokyo's `today` (the age of majority and of the application, SPEC 5.3); an unknown birthday is not a minor's. */
function isMinor(birthDay: string | null, today: string): boolean {
  const birth = parseIsoDate(birthDay);
  const on = parseIsoDate(today);
  return birth !== undefined && on !== undefined && ageOn(birth, on) < MIN_AGE;
}

/**
 * The screen each refusal ends on. The one service SPEC 6 has refused to a gold holder is the switch to gold, so 99's
 * screen says the card is gold already.
 */
const REFUSALS: Readonly<Record<Exclude<Availability, '0' | '1'>, ResultCodeName>> = {
  [Availability.Minor]: 'minorUnavailable',
  [Availability.NoAddress]: 'addressUnavailable',
  [Availability.Illegal]: 'alreadyGold',
};

async function holderFacts(db: Db, memberId: string, cardId: string): Promise<HolderFacts> {
  const member = await db.selectFrom('members').select(['birth_day', 'home_addr_kanji']).where('id', '=', memberId).executeTakeFirst();
  const card = cardId
    ? await db.selectFrom('cards').select('daiko_cd').where('id', '=', cardId).where('member_id', '=', memberId).executeTakeFirst()
    : undefined;
  return {
    birthDay: member?.birth_day ?? null,
    hasAddress: (member?.home_addr_kanji ?? '') !== '',
    goldCard: card?.daiko_cd === CardType.Gold,
  };
}

/** The refusal of a service not for this holder; undefined when the flow declares no holder or this one may use it. */
export async function holderRefusal(
  db: Db,
  unavailableTo: readonly UnavailableHolder[] | undefined,
  key: { readonly ownerId: string; readonly subjectId: string },
  today: string,
): Promise<DomainError | undefined> {
  if (!unavailableTo?.length) return undefined;
  const availability = availabilityOf(await holderFacts(db, key.ownerId, key.subjectId), unavailableTo, today);
  if (availability === Availability.Available || availability === Availability.Unavailable) return undefined;
  return new DomainError(REFUSALS[availability], `availability ${availability} of a service not for this holder`);
}
