/**
 * One CSV record as every file the service writes has it (RFC 4180: CRLF at the end, every text field quoted, a quote
 * doubled; a number bare, so a spreadsheet adds the column up). A control character inside a text field becomes a
 * space: a record is one line whatever a stored value holds, for readers that split on line ends.
 *
 * A text field a spreadsheet would run as a formula gets a leading apostrophe, which Excel and LibreOffice read as
 * "this cell is text" (OWASP, CSV Injection): a shop name or an address someone chose, starting with `=`, `+`, `-` or
 * `@`, or their full-width forms, which Japanese Excel turns into the ASCII ones as it reads them; also one starting
 * with a tab or a carriage return, as OWASP lists, and one whose sign comes after spaces, since LibreOffice's import
 * can trim them and then read the sign first.
 *
 * Only text is neutralised, decided by the field's type rather than its look: an amount is a `number` and stays bare,
 * so a refund's `-1200` is still a number a spreadsheet adds up, while the text `-1200` a person typed as a shop name
 * becomes `'-1200`. A writer therefore passes every amount as a number, never as its string.
 */
const FORMULA_START = /^(?:[\t\r]|[ \u3000]*[=+\-@＝＋－＠])/u;

const quoted = (field: string): string => {
  const flat = field.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return `"${(FORMULA_START.test(field) ? `'${flat}` : flat).replaceAll('"', '""')}"`;
};

export const csvRecord = (fields: readonly (string | number)[]): string =>
  `${fields.map((field) => (typeof field === 'number' ? String(field) : quoted(field))).join(',')}\r\n`;
