import type Form from '@rjsf/core';
import { type RefObject, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Answers } from './types';
import { ErrorSummary } from './theme/ErrorSummary';

type Rehearsal = () => void;

/**
 * What a touch sends before its click, in Chromium's order: the pointer and touch events, then the mouse events made
 * for pages that know no touch. React dispatches each through its root listener whether or not anything in the page
 * listens, and a first visit's first tap ran that code for the first time (bench/keystroke.bench.ts, a traced tap at
 * 4×: up to 13 ms for each of ten events before the click, 25–54 ms in all, more than the click's own render). Sent
 * untrusted, they set no hover, press or focus, start no gesture and make no click; nothing of ours listens to them.
 */
function pressed(target: Element): Rehearsal[] {
  const pointer = (type: string) =>
    new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, pointerType: 'touch', isPrimary: true });
  // Browsers without touch events (desktop Firefox) have no constructor for them; they send no such events either.
  const touch = (type: string) =>
    typeof TouchEvent === 'function' ? [new TouchEvent(type, { bubbles: true, cancelable: true, composed: true })] : [];
  const mouse = (type: string) => new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, view: window });
  const send = (events: Event[]) => () => {
    for (const event of events) target.dispatchEvent(event);
  };
  return [
    send([pointer('pointerover'), pointer('pointerdown'), ...touch('touchstart'), pointer('gotpointercapture')]),
    send([pointer('pointerup'), pointer('lostpointercapture'), pointer('pointerout'), ...touch('touchend')]),
    send([mouse('mouseover'), mouse('mousemove'), mouse('mousedown'), mouse('mouseup')]),
  ];
}

/**
 * Once the step is drawn and the browser is idle, does what a failed submit does and throws it away, so a first visit's
 * first tap on 次へ does not pay for doing it the first time (issue 33: 131 ms from the touch to the paint on a first
 * visit at 4× CPU, 94 ms once V8 had the code cached from earlier loads). In one idle task it checks the answers and
 * draws the error summary in a detached element (V8 compiles that code on its first run); in the next it lays the
 * element out hidden in the page (the first layout of the summary's Japanese text shapes it: 10–23 ms of the tap's
 * layout before, 2–9 ms after), and takes it away. Hidden, inert and out of the accessibility tree, it is never shown,
 * focused or announced: the summary's scroll and focus wait for a frame, and it is in the page for no frame. Then, an
 * idle task each, the events a touch on 次へ sends before its click (`pressed`). Each task stays short: 7–11 and
 * 13–16 ms at 4× for the first two, 1–28 ms for the others (bench/keystroke.bench.ts, `idleCallbacksMs`), under the
 * 50 ms a long task is counted from.
 */
export function useSubmitRehearsal(form: RefObject<Form<Answers> | null>, answers: RefObject<Answers>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: rehearsed once, with the answers of the moment
  useEffect(() => {
    let live = true;
    const whenIdle = (work: () => void) =>
      // Safari has no idle callback; a second is past the hydration's last slice on a slow phone.
      typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 3000 }) : setTimeout(work, 1000);
    const inTurn = ([next, ...rest]: Rehearsal[]) => {
      if (next)
        whenIdle(() => {
          if (!live) return;
          next();
          inTurn(rest);
        });
    };
    whenIdle(() => {
      const current = form.current;
      if (!live || !current) return;
      const { errors, errorSchema } = current.validate(answers.current);
      const { schema, uiSchema, registry } = current.state;
      const stage = document.createElement('div');
      stage.className = 'rehearsal';
      stage.setAttribute('aria-hidden', 'true');
      stage.inert = true;
      const root = createRoot(stage);
      flushSync(() =>
        root.render(<ErrorSummary errors={errors} errorSchema={errorSchema} schema={schema} uiSchema={uiSchema} registry={registry} />),
      );
      whenIdle(() => {
        if (live) {
          (document.querySelector('.step') ?? document.body).append(stage);
          stage.getBoundingClientRect();
        }
        root.unmount();
        stage.remove();
        const next: Element | null | undefined = current.formElement.current?.querySelector('[type="submit"]');
        if (next) inTurn(pressed(next));
      });
    });
    return () => {
      live = false;
    };
  }, []);
}
