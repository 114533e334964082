import { useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate, useNavigationType } from 'react-router';
import { backGoesToServiceTop } from '../../routing/guards';
import { transitionDirection, type TransitionDirection } from './transitionDirection';
import { startWebVitals, trackPageView } from '../analytics/analytics';
import { focusNewHeading } from './focusNewHeading';
import { captureLanding } from '../flow/landing';

function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') return state.idx;
  return null;
}

/**
 * What happens on every page change: the direction of the slide, scroll back to the top, focus on the new
 * page's heading so a screen reader announces it, the back-to-top rule, the landing a link carries, and the page
 * view for analytics.
 */
export function useNavigationEffects(): TransitionDirection {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<{ path: string; index: number | null } | null>(null);
  const [direction, setDirection] = useState<TransitionDirection>('none');

  // SPEC 2.7: back from a finished flow (or an error) goes to the service top at once. The back navigation is
  // stopped before the page behind is loaded or drawn (no flash of the flow's last step), and the top replaces
  // the page left.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      historyAction === 'POP' && nextLocation.pathname !== '/' && backGoesToServiceTop(currentLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    void navigate('/', { replace: true });
  }, [blocker, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry, not the location object, is what moves focus
  useEffect(() => {
    const index = historyIndex();
    const before = previous.current;
    previous.current = { path: location.pathname, index };
    if (before === null || before.path !== location.pathname) trackPageView(location.pathname);
    // A campaign's or partner's link may land on any page (another card's top, a campaign page): its campaign code,
    // shop id and ad data are kept for the first save of the flow the person then starts (flow/landing.ts).
    captureLanding(location.search);
    if (before === null) {
      startWebVitals();
      return;
    }
    setDirection(transitionDirection(navigationType, before.index, index));
    window.scrollTo(0, 0);
    return focusNewHeading();
  }, [location.key, location.pathname, location.search, navigationType]);

  return direction;
}
