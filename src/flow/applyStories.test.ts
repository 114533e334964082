import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyStepIds } from '../../schemas/generated/apply';
import {
  applyErrorStoriesSource,
  applyStoriesSource,
  errorStoriesPath,
  storiesPath,
  stepsWithErrorState,
} from '../../stories/generateApplyStories';

describe('the Storybook stories of the apply steps', () => {
  it('are generated from the current schemas (run `npm run stories` after adding or renaming a step)', () => {
    expect(readFileSync(storiesPath, 'utf8')).toBe(applyStoriesSource());
  });

  it('have one story per step schema', () => {
    const exported = [...readFileSync(storiesPath, 'utf8').matchAll(/args: \{ step: '(\w+)'/g)].map((m) => m[1]);
    expect(exported).toEqual(applyStepIds);
  });

  it('show beside each step that refuses an empty submit its error state (run `npm run stories` when stale)', () => {
    expect(readFileSync(errorStoriesPath, 'utf8')).toBe(applyErrorStoriesSource());
    expect(stepsWithErrorState().length).toBeGreaterThan(applyStepIds.length / 2);
  });
});
