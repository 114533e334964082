/**
 * Reads the block YAML deploy/compose.yaml is written in, for its test; no YAML parser is among the dependencies, and
 * one is not worth adding for one file. The subset: mappings by indentation, sequences of scalars (`- value`), flow
 * sequences that are JSON (`["CMD", …]`), plain, single- and double-quoted scalars, comments, anchors on mappings
 * (`&name`), aliases (`*name`) and merge keys (`<<: *name`). Anything else (block scalars, flow mappings, sequences of
 * mappings, tabs) is refused with its line, so the file cannot drift into YAML this reads wrongly.
 */
export type YamlValue = string | YamlValue[] | { [key: string]: YamlValue };
type YamlMapping = { [key: string]: YamlValue };

interface Line {
  readonly number: number;
  readonly indent: number;
  readonly text: string;
}

/** The line without its comment: a `#` at the start or after a space, outside quotes. */
function withoutComment(text: string): string {
  let quote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quote) {
      if (character === '\\' && quote === '"') index += 1;
      else if (character === quote) quote = null;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '#' && (index === 0 || text[index - 1] === ' ')) return text.slice(0, index);
  }
  return text;
}

function lines(source: string): Line[] {
  return source.split('\n').flatMap((raw, index) => {
    if (raw.includes('\t')) throw new Error(`line ${index + 1}: a tab`);
    const text = withoutComment(raw).trimEnd();
    return text.trim() === '' ? [] : [{ number: index + 1, indent: text.length - text.trimStart().length, text: text.trim() }];
  });
}

export function parseYamlSubset(source: string): YamlValue {
  const all = lines(source);
  const anchors = new Map<string, YamlValue>();
  let position = 0;

  const scalar = (text: string, line: Line): YamlValue => {
    if (text.startsWith('*')) {
      const value = anchors.get(text.slice(1));
      if (value === undefined) throw new Error(`line ${line.number}: unknown alias ${text}`);
      return value;
    }
    if (text.startsWith('"') || text.startsWith('[')) return JSON.parse(text) as YamlValue;
    if (text.startsWith("'")) {
      if (!text.endsWith("'")) throw new Error(`line ${line.number}: unterminated quote`);
      return text.slice(1, -1).replaceAll("''", "'");
    }
    if (/^[|>{&!%@`]/.test(text)) throw new Error(`line ${line.number}: outside the subset: ${text}`);
    return text;
  };

  const block = (indent: number): YamlValue => {
    const first = all[position];
    if (!first || first.indent !== indent) throw new Error(`line ${first?.number ?? 'end'}: expected indentation ${indent}`);
    if (first.text.startsWith('- ') || first.text === '-') {
      const items: YamlValue[] = [];
      for (let line = all[position]; line && line.indent === indent && line.text.startsWith('- '); line = all[position]) {
        const text = line.text.slice(2).trim();
        if (/^[^"'[]*:( |$)/.test(text)) throw new Error(`line ${line.number}: a sequence of mappings is outside the subset`);
        items.push(scalar(text, line));
        position += 1;
      }
      return items;
    }
    const mapping: YamlMapping = {};
    for (let line = all[position]; line && line.indent === indent; line = all[position]) {
      const match = /^([^"'\s][^:]*|"[^"]*"):(?: +(.*))?$/.exec(line.text);
      if (!match) throw new Error(`line ${line.number}: expected "key: value", found ${line.text}`);
      const key = (match[1] ?? '').replace(/^"(.*)"$/, '$1');
      const rest = match[2] ?? '';
      position += 1;
      let value: YamlValue;
      if (rest === '' || rest.startsWith('&')) {
        const next = all[position];
        // Compose writes `name:` alone for an empty mapping (a volume with defaults).
        value = next && next.indent > indent ? block(next.indent) : {};
        if (rest.startsWith('&')) anchors.set(rest.slice(1), value);
      } else value = scalar(rest, line);
      if (key === '<<') {
        if (typeof value !== 'object' || Array.isArray(value)) throw new Error(`line ${line.number}: a merge needs a mapping`);
        for (const [mergedKey, mergedValue] of Object.entries(value)) if (!(mergedKey in mapping)) mapping[mergedKey] = mergedValue;
      } else mapping[key] = value;
    }
    return mapping;
  };

  const document = block(0);
  const rest = all[position];
  if (rest) throw new Error(`line ${rest.number}: indentation does not match any block above`);
  return document;
}
