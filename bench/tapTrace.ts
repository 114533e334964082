/**
 * What a page's load and a tap cost the page's main thread, read from Chromium traces (Playwright's
 * `browser.startTracing`, the categories below): one of the load until the page is read, one from before the tap until
 * what it shows is drawn. Script time is less sensitive to the machine's load than the tap's wall time (other
 * processes' work on the cores is not in it), so it is the figure issue 33 decides on: the union of the main thread's
 * script intervals from the touch to the paint of the frame that shows what the click drew, in wall time and on the
 * thread's CPU clock, the time V8 spent compiling in them, the main thread's busy time, and the script that waited for
 * that paint.
 */
export const tapTraceCategories = [
  'devtools.timeline',
  'v8',
  'v8.execute',
  'toplevel',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.compile',
];

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** The event's start and length on its thread's CPU clock (time the thread ran, not time it waited for a core). */
  readonly tts?: number;
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly type?: string } };
}

export interface TapCost {
  /** Script from the touch to the paint of the frame that shows what the click drew (the handler and its render). */
  readonly scriptMs: number;
  /** The same script on the thread's CPU clock: what the other processes on the cores took from it is not in it. */
  readonly scriptCpuMs: number;
  /** Of the script, V8 compiling functions the first time they ran. */
  readonly compileMs: number;
  /** The main thread's every task in the same span: script, style, layout, paint. */
  readonly busyMs: number;
  /** Script after that paint, which waited for it (the error summary's scroll and focus). */
  readonly laterScriptMs: number;
}

const scriptEvents = new Set(['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'V8.Execute']);
const compileEvents = new Set(['V8.CompileCode', 'V8.CompileLazy', 'V8.CompileFullCode', 'v8.compile']);
const taskEvents = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
const touchTypes = new Set(['touchstart', 'pointerdown']);

/** The length of the union of intervals: nested events (a function call inside an event dispatch) count once. */
function unionMs(intervals: readonly (readonly [number, number])[]): number {
  let total = 0;
  let end = -Infinity;
  for (const [start, stop] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (stop <= end) continue;
    total += stop - Math.max(start, end);
    end = stop;
  }
  return total / 1000;
}

export function tapCost(trace: Buffer): TapCost {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's main thread is the one that dispatched the touch.
  const touch = events
    .filter((event) => event.name === 'EventDispatch' && touchTypes.has(event.args?.data?.type ?? ''))
    .sort((a, b) => a.ts - b.ts)[0];
  if (!touch) throw new Error('the trace holds no touch');
  const mine = events
    .filter((event) => event.pid === touch.pid && event.tid === touch.tid && event.ph === 'X' && event.ts >= touch.ts)
    .sort((a, b) => a.ts - b.ts);
  const click = mine.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
  const paint = click && mine.find((event) => event.name === 'Paint' && event.ts >= click.ts + (click.dur ?? 0));
  if (!paint) throw new Error('the trace holds no click with a paint after it');
  const shown = paint.ts + (paint.dur ?? 0);
  const before = mine.filter((event) => event.ts < shown);
  const wall = (list: readonly TraceEvent[], names: ReadonlySet<string>) =>
    unionMs(list.filter((event) => names.has(event.name)).map((event) => [event.ts, event.ts + (event.dur ?? 0)] as const));
  const cpu = unionMs(
    before
      .filter((event) => scriptEvents.has(event.name) && event.tts !== undefined)
      .map((event) => [event.tts ?? 0, (event.tts ?? 0) + (event.tdur ?? 0)] as const),
  );
  return {
    scriptMs: wall(before, scriptEvents),
    scriptCpuMs: cpu,
    compileMs: wall(before, compileEvents),
    busyMs: wall(before, taskEvents),
    laterScriptMs: wall(
      mine.filter((event) => event.ts >= shown),
      scriptEvents,
    ),
  };
}

export interface LoadBlocking {
  /** Each task's time over 50 ms, summed (Lighthouse's TBT, here of the observed load), on the wall clock. */
  readonly blockingMs: number;
  /** The same on the main thread's CPU clock, which the other processes on the cores do not lengthen. */
  readonly blockingCpuMs: number;
  readonly longestTaskCpuMs: number;
  /**
   * Each idle callback's length on the wall clock, in order: a step's rehearsal of a failed submit
   * (src/flow/submitRehearsal.tsx), which must stay under the 50 ms a long task is counted from.
   */
  readonly idleCallbacksMs: readonly number[];
}

/**
 * How long a page's load and hydration held its main thread, from a trace of it: the renderer's main thread is the
 * one that ran the most script.
 */
export function loadBlocking(trace: Buffer): LoadBlocking {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const script = new Map<string, number>();
  for (const event of events) {
    if (!scriptEvents.has(event.name) && event.name !== 'EvaluateScript') continue;
    const thread = `${event.pid}:${event.tid}`;
    script.set(thread, (script.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const main = [...script].sort((a, b) => b[1] - a[1])[0]?.[0];
  // The scheduler's own event only: DevTools' `RunTask` wraps the same task again.
  const tasks = events.filter(
    (event) => `${event.pid}:${event.tid}` === main && event.ph === 'X' && event.name === 'ThreadControllerImpl::RunTask',
  );
  const over = (ms: number) => Math.max(0, ms - 50);
  return {
    blockingMs: tasks.reduce((sum, task) => sum + over((task.dur ?? 0) / 1000), 0),
    blockingCpuMs: tasks.reduce((sum, task) => sum + over((task.tdur ?? 0) / 1000), 0),
    longestTaskCpuMs: Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000)),
    idleCallbacksMs: events
      .filter((event) => `${event.pid}:${event.tid}` === main && event.name === 'FireIdleCallback')
      .sort((a, b) => a.ts - b.ts)
      .map((event) => Number(((event.dur ?? 0) / 1000).toFixed(1))),
  };
}
