/**
 * A step story's error state: its submit button pressed with nothing entered, so the page shows what the schema
 * says for an empty step — the error summary linking each field, the messages under the fields, focus on the summary.
 */
export async function submitEmpty({ canvasElement }: { readonly canvasElement: HTMLElement }): Promise<void> {
  const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('the step has no submit button');
  button.click();
  await new Promise<void>((resolve) => {
    const seen = () => canvasElement.querySelector('.error-summary') !== null;
    if (seen()) return resolve();
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
  });
}
