/**
 * One CSV record as every file the service writes has it (RFC 4180: CRLF at the end, every text field quoted, a quote
 * doubled; a number bare, so a spreadsheet adds the column up). A control character inside a text field becomes a
 * space: a record is one line whatever a stored value holds, for readers that split on line ends.
 *
 * A text field a spreadsheet would run as a formula gets a leading apostrophe, which Excel and LibreOffice read as
 * "this cell is text" (OWASP, CSV Injection): a shop name or an address someone chose, starting with `=`, `+`, `-` or
 * `@` (the control characters OWASP also lists are spaces by then), or their full-width forms, which Japanese Excel
 * turns into the ASCII ones as it reads them.
 */
const FORMULA_START = /^[=+\-@＝＋－＠]/u;

const quoted = (field: string): string => {
  const flat = field.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return `"${(FORMULA_START.test(flat) ? `'${flat}` : flat).replaceAll('"', '""')}"`;
};

export const csvRecord = (fields: readonly (string | number)[]): string =>
  `${fields.map((field) => (typeof field === 'number' ? String(field) : quoted(field))).join(',')}\r\n`;
