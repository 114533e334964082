import type { ZipCandidate } from '../formContext';
import type { Answers } from '../types';

/** Which sibling fields a zip code fills (`ui:options`): the whole address in one field, or each part in its own. */
export interface ZipTargets {
  readonly addressField?: string;
  readonly prefectureField?: string;
  readonly prefectureCodeField?: string;
  readonly cityField?: string;
  readonly townField?: string;
}

const TARGET_KEYS = ['addressField', 'prefectureField', 'prefectureCodeField', 'cityField', 'townField'] as const;

export function zipTargetsOf(options: Readonly<Record<string, unknown>>): ZipTargets {
  const targets: Record<string, string> = {};
  for (const key of TARGET_KEYS) {
    const value = options[key];
    if (typeof value === 'string') targets[key] = value;
  }
  return targets;
}

/** The answers a chosen candidate fills in. */
export function zipFill(targets: ZipTargets, candidate: ZipCandidate): Answers {
  const out: Answers = {};
  if (targets.addressField) out[targets.addressField] = candidateLabel(candidate);
  if (targets.prefectureField) out[targets.prefectureField] = candidate.prefecture;
  if (targets.prefectureCodeField) out[targets.prefectureCodeField] = candidate.prefectureCode;
  if (targets.cityField) out[targets.cityField] = candidate.city;
  if (targets.townField) out[targets.townField] = candidate.town;
  return out;
}

export const candidateLabel = (c: ZipCandidate): string => `${c.prefecture}${c.city}${c.town}`;
