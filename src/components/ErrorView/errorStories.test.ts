import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorScreens } from '../../../enums/errorScreens';
import { errorStoriesPath, errorStoriesSource } from '../../../stories/generateErrorStories';

describe('the Storybook stories of the error screens', () => {
  it('are generated from the current catalogue, one per SPEC 8.2 screen (run `npm run stories` after adding one)', () => {
    expect(readFileSync(errorStoriesPath, 'utf8')).toBe(errorStoriesSource());
    const drawn = [...readFileSync(errorStoriesPath, 'utf8').matchAll(/args: \{ screen: '(\w+)' \}/g)].map((match) => match[1]);
    expect(drawn).toEqual(Object.keys(errorScreens));
  });
});
