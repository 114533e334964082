import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APPLY_STEP_IDS } from '../../schemas/apply/index';
import { applyStoriesSource, storiesPath } from '../../stories/generateApplyStories';

describe('the Storybook stories of the apply steps', () => {
  it('are generated from the current schemas (run `npm run stories` after adding or renaming a step)', () => {
    expect(readFileSync(storiesPath, 'utf8')).toBe(applyStoriesSource());
  });

  it('have one story per step schema', () => {
    const exported = [...readFileSync(storiesPath, 'utf8').matchAll(/args: \{ step: '(\w+)'/g)].map((m) => m[1]);
    expect(exported).toEqual(APPLY_STEP_IDS);
  });
});
