export type TransitionDirection = 'forward' | 'back' | 'none';

/**
 * SPEC 2.7: slide left going forward, slide right going back, none otherwise. A history "pop" can be either
 * way, so the router's history index decides: a smaller index is back.
 */
export function transitionDirection(
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
  previousIndex: number | null,
  currentIndex: number | null,
): TransitionDirection {
  if (navigationType === 'PUSH') return 'forward';
  if (navigationType === 'REPLACE' || previousIndex === null || currentIndex === null) return 'none';
  if (currentIndex < previousIndex) return 'back';
  return currentIndex > previousIndex ? 'forward' : 'none';
}
