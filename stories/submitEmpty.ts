/** Resolves once `selector` matches inside the canvas (a page's answer to a press arrives after a fetch). */
function seenIn(canvasElement: HTMLElement, selector: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const seen = () => canvasElement.querySelector(selector) !== null;
    if (seen()) return resolve();
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
  });
}

/** A story's play: presses the button `button` matches once it is there, then waits until `then` is on the page. */
export async function press(canvasElement: HTMLElement, button: string, then: string): Promise<void> {
  await seenIn(canvasElement, `${button}:not([disabled])`);
  const found = canvasElement.querySelector<HTMLButtonElement>(`${button}:not([disabled])`);
  if (!found) throw new Error(`no button ${button}`);
  found.click();
  await seenIn(canvasElement, then);
}

/**
 * A step story's error state: its submit button pressed with nothing entered, so the page shows what the schema
 * says for an empty step — the error summary linking each field, the messages under the fields, focus on the summary.
 */
export async function submitEmpty({ canvasElement }: { readonly canvasElement: HTMLElement }): Promise<void> {
  await press(canvasElement, 'button[type="submit"]', '.error-summary');
}
