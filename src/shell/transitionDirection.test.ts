import { describe, expect, it } from 'vitest';
import { transitionDirection } from './transitionDirection';

describe('page transition direction', () => {
  it('slides forward on a link or button that moves on', () => {
    expect(transitionDirection('PUSH', 3, 4)).toBe('forward');
  });
  it('slides back when the browser goes back in history', () => {
    expect(transitionDirection('POP', 4, 3)).toBe('back');
  });
  it('slides forward when the browser goes forward in history', () => {
    expect(transitionDirection('POP', 3, 4)).toBe('forward');
  });
  it('does not slide on a replaced page or the first page', () => {
    expect(transitionDirection('REPLACE', 3, 3)).toBe('none');
    expect(transitionDirection('POP', null, 0)).toBe('none');
  });
});
