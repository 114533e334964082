/** RJSF's element ids ("root_<field>") and the ids our templates hang off them, in one place. */
export const fieldDomId = (field: string): string => `root_${field.replace(/[/.]/g, '_')}`;
export const descriptionId = (id: string): string => `${id}__description`;
export const errorId = (id: string): string => `${id}__error`;

/** `aria-describedby` for a control: its hint when the schema gives one, its error while it has one. */
export function describedBy(id: string, hasDescription: boolean, hasError: boolean): string | undefined {
  const ids = [hasDescription ? descriptionId(id) : '', hasError ? errorId(id) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
