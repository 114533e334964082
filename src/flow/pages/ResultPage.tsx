import { Link } from 'react-router';
import type { JsonObject } from '../../../schemas/resolveSchema';
import { inquiryNumberFormat } from '../../../validators/normalisers';
import { usePageTitle } from '../../shell/usePageTitle';
import { flowMessages } from '../messages';
import type { FlowPageProps } from './flowPageProps';
import { schemaOf, textOf } from './schemaOf';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How a result datum reads (`x-data.<key>.format`): the inquiry number grouped 6/4/5/1 (SPEC 5.1, 5.4). */
const formats: Readonly<Record<string, (value: string) => string>> = { inquiryNumber: inquiryNumberFormat };

const testIdOf = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The schema's texts for the result data as they stand (`x-dataCases`: by a datum, then by its value, the keys that
 * replace the page's own): an examined request's page once it is decided reads as approved or declined.
 */
function textsFor(schema: JsonObject, data: Readonly<Record<string, string>>): JsonObject {
  const cases = schema['x-dataCases'];
  if (!isObject(cases)) return schema;
  const chosen = Object.entries(cases).map(([key, byValue]) => {
    const value = data[key];
    return isObject(byValue) && value !== undefined && isObject(byValue[value]) ? byValue[value] : {};
  });
  return Object.assign({}, schema, ...chosen);
}

/** The tops a result's next button may lead to: the service top, and the member top a member's "/" leads on to. */
const topRoutes: readonly string[] = ['/', '/member'];

/**
 * A `result` state (a final state): its texts from its schema (`title`, `description`), and, as the schema says,
 * the data the flow's completion effect answered (`x-data`: label, note and format by key), a note for a state the
 * path went through (`x-visited`: the small transfer of an account in another name), and the way on (`x-next`).
 */
export default function ResultPage({ view, step, form }: FlowPageProps) {
  const data = view.result?.data ?? {};
  const schema = textsFor(schemaOf(form, step.schema).schema ?? {}, data);
  const title = textOf(schema['title']);
  usePageTitle(title);
  const shown = isObject(schema['x-data'])
    ? Object.entries(schema['x-data']).filter(([key]) => typeof data[key] === 'string' && data[key] !== '')
    : [];
  // The answers stay in the view of a finished flow: a state with answers is one the path went through.
  const visited = isObject(schema['x-visited'])
    ? Object.entries(schema['x-visited']).filter(([state]) => view.answers[state] !== undefined)
    : [];
  const next = isObject(schema['x-next']) ? schema['x-next'] : undefined;
  const rows = shown.filter(([, spec]) => !(isObject(spec) && spec['format'] === 'inquiryNumber'));
  const numbers = shown.filter(([, spec]) => isObject(spec) && spec['format'] === 'inquiryNumber');

  return (
    <div className="step step--result" data-result={view.result?.state}>
      <h1 tabIndex={-1}>{title}</h1>
      {textOf(schema['description']) && <p>{textOf(schema['description'])}</p>}
      {visited.map(([state, text]) => (
        <p key={state} data-testid={`visited-${testIdOf(state)}`}>
          {textOf(text)}
        </p>
      ))}
      {numbers.map(([key, spec]) => (
        <div key={key} className="panel">
          <p className="step__lead">{isObject(spec) ? textOf(spec['title']) : key}</p>
          <p className="inquiry-number" data-testid={testIdOf(key)}>
            {inquiryNumberFormat(data[key] ?? '')}
          </p>
          {isObject(spec) && textOf(spec['description']) && <p className="field__hint">{textOf(spec['description'])}</p>}
        </div>
      ))}
      {rows.length > 0 && (
        <dl className="panel result-data">
          {rows.map(([key, spec]) => {
            const format = isObject(spec) ? formats[textOf(spec['format'])] : undefined;
            const value = data[key] ?? '';
            return (
              <div key={key} className="confirm-row">
                <dt>{isObject(spec) ? textOf(spec['title']) : key}</dt>
                <dd data-testid={testIdOf(key)}>{format ? format(value) : value}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {next && textOf(next['route']).startsWith('/') && (
        <div className="panel">
          {textOf(next['lead']) && <p>{textOf(next['lead'])}</p>}
          <Link className="button button--primary button--block" to={textOf(next['route'])}>
            {textOf(next['title'])}
          </Link>
        </div>
      )}
      {/* One button per place: a result that already leads to a top (会員トップへ) does not offer トップへ戻る beside it. */}
      {!(next && topRoutes.includes(textOf(next['route']))) && (
        <Link className="button button--secondary button--block" to="/">
          {flowMessages.toTop}
        </Link>
      )}
    </div>
  );
}
