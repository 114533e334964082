import { describe, expect, it } from 'vitest';
import reduceReason from '../../schemas/balanceReduce/reduceReason.json';
import type { JsonObject } from '../../schemas/resolveSchema';
import { envelopeProblems, unsectionedRules } from './stepEnvelope';

const repo = reduceReason as JsonObject;
/** The step with its one branch (その他の理由, asked when the reason is 9) changed by `change`. */
function withBranch(change: (branch: JsonObject, note: JsonObject) => void): JsonObject {
  const written = structuredClone(repo);
  const branch = ((written['allOf'] as JsonObject[])[0] as JsonObject)['then'] as JsonObject;
  change(branch, (branch['properties'] as JsonObject)['reduceReasonNote'] as JsonObject);
  return written;
}

describe('what product staff may change in a step', () => {
  it('names a SPEC section for every rule the validator knows', () => {
    expect(unsectionedRules()).toEqual([]);
  });

  it('lets the words of a field asked on one branch change', () => {
    const written = withBranch((_branch, note) => {
      note['title'] = 'その他の理由（具体的に）';
      note['description'] = '具体的にご記入ください。';
      (note['errorMessage'] as JsonObject)['maxLength'] = 'その他の理由は50文字以内でご入力ください。';
    });
    expect(envelopeProblems(repo, written)).toEqual([]);
  });

  it('keeps the branch’s condition, its required fields and the field’s rules as the repo has them', () => {
    const loosened = withBranch((_branch, note) => {
      note['maxLength'] = 500;
    });
    const optional = withBranch((branch) => {
      branch['required'] = [];
    });
    for (const written of [loosened, optional])
      expect(envelopeProblems(repo, written)).toEqual([
        { field: '', message: 'ステップの「allOf」はサーバーとフォームエンジンが読む設定のため変更できません。' },
      ]);
  });
});
