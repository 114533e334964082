import '../styles/flow.css';
import { Suspense, useCallback, useContext, useEffect, useReducer, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { flowForRoute, type FlowEntry } from '../../flows/index';
import type { FlowView } from '../../flows/flowHost';
import NotFound from '../pages/NotFound/NotFound';
import { answeredNotFound } from '../shell/documentStatus';
import { smsAuthenticationPath } from '../pages/sms/safeReturnPath';
import { normalisePath } from '../../routing/guards';
import { getView, LoginRequired, ScreenShown, SessionEnded, saveStep, submitFlow, type SaveAnswer } from './flowApi';
import { loadedForm, loadForm } from './flowForms';
import { trackEvent } from '../analytics/analytics';
import { FlowNotice } from './FlowNotice';
import { FlowSubjectCard } from './FlowSubjectCard';
import { keepView, keptView, ServerView } from './flowViews';
import { captureLanding, storedLanding } from './landing';
import { flowMessages } from './messages';
import { pageFor, preloadPage } from './pages/index';
import type { SaveResult } from './StepPage';
import type { Answers } from './types';

const ILLEGAL_OPERATION = '/error?type=illegalOperation';

/**
 * The illegal-operation screen of a flow whose path was refused (a step opened out of order, a result before the
 * submit): its way back is the first page of the person's path through the flow, not the new-card application every
 * flow's screen led to.
 */
const illegalOperationIn = (view: FlowView): string =>
  view.steps[0] ? `${ILLEGAL_OPERATION}&from=${encodeURIComponent(view.steps[0].route)}` : ILLEGAL_OPERATION;

/**
 * The flow itself refused (opened without the page that leads to it): starting it again would be refused again, so
 * a member's way back is the member top; an applicant's stays the application's first page (the screen's own).
 */
const flowRefused = (entry: FlowEntry): string =>
  entry.roles.includes('applicant') ? ILLEGAL_OPERATION : `${ILLEGAL_OPERATION}&from=${encodeURIComponent('/member')}`;

/**
 * Every page of every flow (the routes of flows/index.ts): the URL finds the flow, the server's view of the
 * person's draft finds the state (`view.steps`, by route), and the state's `page` picks what draws it. A URL the
 * view does not offer goes to the result when the flow is done, else to the illegal-operation error (SPEC 2.7).
 */
/** Where the person is now, to come back to after the SMS check (read when needed, not a render's dependency). */
const currentAddress = (): string => `${window.location.pathname}${window.location.search}`;

export default function FlowPage() {
  const { pathname } = useLocation();
  const entry = flowForRoute(normalisePath(pathname));
  if (!entry) return <NotFound />;
  return <FlowHost key={entry.id} entry={entry} />;
}

function FlowHost({ entry }: { readonly entry: FlowEntry }) {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  // The server draws a first page with the view it embeds in the same document (src/ssr/renderPage.tsx).
  const serverView = useContext(ServerView);
  const [view, setView] = useState<FlowView | null>(() => keptView(entry.id) ?? (serverView?.flowId === entry.id ? serverView : null));
  const [, formArrived] = useReducer((count: number) => count + 1, 0);
  const [conflict, setConflict] = useState(false);

  const fail = useCallback(
    (error: unknown) => {
      // The query goes along: it may carry the landing (SPEC 2.7 keeps the original query for the session).
      if (error instanceof LoginRequired) window.location.assign(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
      else if (!(error instanceof SessionEnded || error instanceof ScreenShown))
        void navigate(entry.errorRoute ?? '/error', { replace: true });
    },
    [navigate, pathname, search, entry.errorRoute],
  );

  const take = useCallback((next: FlowView) => {
    keepView(next);
    setView(next);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the landing is taken and the view read once, when the flow's page opens
  useEffect(() => {
    captureLanding(search);
    let current = true;
    if (!keptView(entry.id)) {
      getView(entry.id).then((found) => {
        if (!current) return;
        if (found === 'refused') void navigate(flowRefused(entry), { replace: true });
        else if (found === 'sms') void navigate(smsAuthenticationPath(`${pathname}${search}`), { replace: true });
        else if ('screen' in found) void navigate(`/error?type=${found.screen}`, { replace: true });
        else take(found);
      }, fail);
    }
    return () => {
      current = false;
    };
    // Once per page: afterwards every save answers the new view.
  }, []);

  const route = normalisePath(pathname);
  const step = view?.steps.find((candidate) => candidate.route === route);
  // Each page loads the part of the flow's form it draws (flowForms.ts): its own step's module, or a result page's texts.
  const form = step ? loadedForm(entry, step) : null;

  useEffect(() => {
    if (!step || form) return;
    let current = true;
    loadForm(entry, step).then(() => current && formArrived(), fail);
    return () => {
      current = false;
    };
  }, [entry, step, form, fail]);

  const notFound = answeredNotFound(pathname);
  useEffect(() => {
    if (!view || step || notFound) return;
    // A page the person had reached before the flow's steps changed (a reloaded confirm page, once product staff
    // published a required question before it, issue 55): the step that now needs an answer, which says why.
    if (view.status === 'draft' && view.changedStep !== undefined) void navigate(view.currentRoute, { replace: true });
    else if (view.status !== 'done' || !view.result) void navigate(illegalOperationIn(view), { replace: true });
    // SPEC 2.7: back from a finished flow's result goes to the service top. Within the page the shell stops that
    // back navigation before it draws anything; a page loaded by the browser's back (the result was reloaded, so the
    // entry behind it is another document) lands here first.
    else void navigate(loadedByBack(key) ? '/' : view.result.route, { replace: true });
  }, [view, step, navigate, key, notFound]);

  /** What every save and submit does with the server's answer. */
  const settle = useCallback(
    async (answer: SaveAnswer, replace: boolean): Promise<SaveResult> => {
      switch (answer.kind) {
        case 'saved': {
          // The next page's part of the form and its page's own code (the confirm and result pages are chunks of
          // their own) are asked for before moving on, so the page does not flash 「読み込んでいます」.
          const target = answer.view.status === 'done' && answer.view.result ? answer.view.result.route : answer.view.currentRoute;
          const next = answer.view.steps.find((candidate) => candidate.route === target);
          if (next) await Promise.all([loadForm(entry, next), preloadPage(next.page)]).catch(() => undefined);
          // Kept for the next page, not drawn on this one: the shell draws a new page for the new address. Drawn here
          // while the router's guard asks the server, a submit's done view, which has no confirm page, drew
          // 「読み込んでいます」 in its place and sent the page to the result a second time.
          keepView(answer.view);
          void navigate(target, { replace });
          return { ok: true };
        }
        case 'invalid':
          return { ok: false, errors: answer.errors };
        case 'refused':
          void navigate(view ? illegalOperationIn(view) : ILLEGAL_OPERATION, { replace: true });
          return { ok: true };
        case 'screen':
          void navigate(`/error?type=${answer.screen}`, { replace: true });
          return { ok: true };
        case 'sms':
          void navigate(smsAuthenticationPath(currentAddress()), { replace: true });
          return { ok: true };
        case 'conflict': {
          // Another window saved first: its answers are the draft now. Show them (the page keeps what was typed
          // here), say so, and let the next save go out with the new version.
          const fresh = await getView(entry.id);
          if (fresh === 'refused' || fresh === 'sms' || 'screen' in fresh) {
            void navigate(
              fresh === 'refused'
                ? flowRefused(entry)
                : fresh === 'sms'
                  ? smsAuthenticationPath(currentAddress())
                  : `/error?type=${fresh.screen}`,
              { replace: true },
            );
            return { ok: true };
          }
          take(fresh);
          setConflict(true);
          return { ok: true };
        }
      }
    },
    [entry, navigate, take, view],
  );

  if (notFound) return <NotFound />;
  if (!view || !form || !step) return <Loading />;

  const save = async (answers: Answers): Promise<SaveResult> => {
    // The landing (campaign code, shop, ad data) goes with the draft's first save only (flows/flowHost.ts).
    const landing: Readonly<Record<string, unknown>> = Object.keys(view.answers).length === 0 ? { ...storedLanding() } : {};
    try {
      return await settle(
        await saveStep(entry.id, step.state, { answers, version: view.version, ...(Object.keys(landing).length > 0 ? { landing } : {}) }),
        false,
      );
    } catch (error) {
      fail(error);
      return { ok: true };
    }
  };

  const submit = async (): Promise<void> => {
    try {
      // The result replaces the confirm page in the history: back from the result goes to the service top.
      const answer = await submitFlow(entry.id, view.version);
      // Which flows are finished, by name and result state only (analytics carry nothing of the answers).
      if (answer.kind === 'saved' && answer.view.result) trackEvent(`${entry.id}.${answer.view.result.state}`);
      await settle(answer, true);
    } catch (error) {
      fail(error);
    }
  };

  const Page = pageFor(step.page);
  if (!Page) return <NotFound />;
  return (
    <Suspense fallback={<Loading />}>
      <Page
        key={step.state}
        flowId={entry.id}
        view={view}
        step={step}
        form={form}
        save={save}
        submit={submit}
        onView={take}
        fail={fail}
        back={
          step.backRoute && (
            <Link className="step-back" to={step.backRoute}>
              {flowMessages.back}
            </Link>
          )
        }
        notice={
          <>
            <FlowNotice
              flowId={entry.id}
              step={step}
              conflict={conflict}
              schemaChanged={view.changedStep === step.state}
              prefilled={view.prefill?.[step.state] !== undefined}
            />
            <FlowSubjectCard view={view} step={step} />
          </>
        }
      />
    </Suspense>
  );
}

/**
 * Whether the page shown is the one the document was loaded for (react-router keys that first entry `default`) and
 * the browser loaded it by its back or forward button.
 */
function loadedByBack(locationKey: string): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return locationKey === 'default' && entry?.type === 'back_forward';
}

function Loading() {
  return (
    <p className="step__loading" role="status">
      {flowMessages.loading}
    </p>
  );
}
