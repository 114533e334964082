/**
 * Saves bytes the page fetched as a file of the person's device: a link to an object URL, clicked once. The URL
 * lives a little after the click, which some browsers read only then.
 */
export function saveAsFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
