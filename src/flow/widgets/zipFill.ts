import type { ZipCandidate } from '../formContext';
import type { Answers } from '../types';

/** Which sibling fields a zip code fills (`ui:options`): the whole address in one field, or each part in its own. */
export interface ZipTargets {
  readonly address?: string;
  readonly prefecture?: string;
  readonly prefectureCode?: string;
  readonly city?: string;
  readonly town?: string;
}

export function zipTargetsOf(options: Readonly<Record<string, unknown>>): ZipTargets {
  const pick = (key: keyof ZipTargets) => (typeof options[key] === 'string' ? { [key]: options[key] as string } : {});
  return { ...pick('address'), ...pick('prefecture'), ...pick('prefectureCode'), ...pick('city'), ...pick('town') };
}

/** The answers a chosen candidate fills in. */
export function zipFill(targets: ZipTargets, candidate: ZipCandidate): Answers {
  const out: Answers = {};
  if (targets.address) out[targets.address] = `${candidate.prefecture}${candidate.city}${candidate.town}`;
  if (targets.prefecture) out[targets.prefecture] = candidate.prefecture;
  if (targets.prefectureCode) out[targets.prefectureCode] = candidate.prefectureCode;
  if (targets.city) out[targets.city] = candidate.city;
  if (targets.town) out[targets.town] = candidate.town;
  return out;
}

export const candidateLabel = (c: ZipCandidate): string => `${c.prefecture}${c.city}${c.town}`;
