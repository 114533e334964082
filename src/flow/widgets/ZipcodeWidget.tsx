import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { digitsOnly } from '../../../validators/normalisers';
import { flowContextOf, type ZipCandidate } from '../formContext';
import { flowMessages } from '../messages';
import { normaliseValue } from '../normalise';
import { controlProps, emptyToUndefined, stringOption } from './controlProps';
import { candidateLabel, zipFill, zipTargetsOf } from './zipFill';

type Lookup =
  | { readonly state: 'idle' }
  | { readonly state: 'looking' }
  | { readonly state: 'choose'; readonly candidates: readonly ZipCandidate[] }
  | { readonly state: 'filled' }
  | { readonly state: 'notFound' }
  | { readonly state: 'failed' };

/**
 * Seven digits (hyphen and full-width tolerated); once complete, the server's offline postal table fills the
 * address fields named in `ui:options`. A zip code with several towns offers them as choices.
 */
export function ZipcodeWidget(props: WidgetProps) {
  const { id, value, schema, options, registry, onChange, onBlur, onFocus } = props;
  const context = flowContextOf(registry);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const lastLooked = useRef('');
  const current = typeof value === 'string' ? value : '';
  const targets = zipTargetsOf(options);

  const choose = (candidate: ZipCandidate) => {
    context?.patch(zipFill(targets, candidate));
    setLookup({ state: 'filled' });
  };

  const find = async (raw: string) => {
    const zip = digitsOnly(raw);
    if (!context || zip.length !== 7 || zip === lastLooked.current) return;
    lastLooked.current = zip;
    setLookup({ state: 'looking' });
    try {
      const candidates = await context.lookupZip(zip);
      if (candidates.length === 0) setLookup({ state: 'notFound' });
      else if (candidates.length === 1) choose(candidates[0]!);
      else setLookup({ state: 'choose', candidates });
    } catch {
      lastLooked.current = '';
      setLookup({ state: 'failed' });
    }
  };

  const status = statusText(lookup);
  return (
    <div className="zipcode">
      <div className="zipcode__row">
        <input
          {...controlProps(props)}
          className="input input--zip"
          type="text"
          inputMode="numeric"
          autoComplete={stringOption(options, 'autocomplete') ?? 'postal-code'}
          spellCheck={false}
          value={current}
          onChange={(event) => {
            onChange(emptyToUndefined(event.target.value));
            void find(event.target.value);
          }}
          onBlur={(event) => {
            const normalised = String(normaliseValue(schema, event.target.value));
            if (normalised !== event.target.value) onChange(emptyToUndefined(normalised));
            onBlur(id, normalised);
          }}
          onFocus={(event) => onFocus(id, event.target.value)}
        />
        <button
          type="button"
          className="button button--secondary zipcode__button"
          onClick={() => {
            lastLooked.current = '';
            void find(current);
          }}
        >
          {flowMessages.zipLookup}
        </button>
      </div>
      <p className="zipcode__status" role="status" aria-live="polite">
        {status}
      </p>
      {lookup.state === 'choose' && (
        <fieldset className="zipcode__choices">
          <legend>{flowMessages.zipChoose}</legend>
          <div className="choices">
            {lookup.candidates.map((candidate, i) => (
              <button
                key={`${candidateLabel(candidate)}:${i}`}
                type="button"
                className="choice choice--button"
                onClick={() => choose(candidate)}
              >
                {candidateLabel(candidate)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

function statusText(lookup: Lookup): string {
  switch (lookup.state) {
    case 'looking':
      return flowMessages.zipLooking;
    case 'filled':
      return flowMessages.zipChosen;
    case 'notFound':
      return flowMessages.zipNotFound;
    case 'failed':
      return flowMessages.zipFailed;
    default:
      return '';
  }
}
