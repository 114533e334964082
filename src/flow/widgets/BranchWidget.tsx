import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { flowContextOf } from '../formContext';
import { flowMessages } from '../messages';
import { controlProps, stringOption } from './controlProps';

interface Branch {
  readonly code: string;
  readonly name: string;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The branches of a bank, from the server's Zengin table (public, no credential; the table never ships whole). */
async function branchesOf(bankCode: string): Promise<readonly Branch[]> {
  const response = await fetch(`/v1/banks/${encodeURIComponent(bankCode)}/branches`, { headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  const data = isObject(body) ? body.data : undefined;
  if (!response.ok || !isObject(data) || !Array.isArray(data.branches)) throw new Error(`branches ${response.status}`);
  return data.branches.filter((b): b is Branch => isObject(b) && typeof b.code === 'string' && typeof b.name === 'string');
}

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly branches: readonly Branch[] }
  | { readonly state: 'failed' };

/**
 * A branch of the bank chosen on an earlier step (`ui:options.bankField`, read from the step's `x-context`): a native
 * select over that bank's branches. The server checks the branch again when the step is saved.
 */
export function BranchWidget(props: WidgetProps) {
  const { id, value, options, registry, onChange, onBlur, onFocus } = props;
  const bankField = stringOption(options, 'bankField') ?? 'bankCode';
  const bankCode = flowContextOf(registry)?.context[bankField];
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (typeof bankCode !== 'string') return undefined;
    let live = true;
    setLoaded({ state: 'loading' });
    branchesOf(bankCode).then(
      (branches) => live && setLoaded({ state: 'ready', branches }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [bankCode]);

  const branches = loaded.state === 'ready' ? loaded.branches : [];
  return (
    <>
      <select
        {...controlProps(props)}
        className="select"
        value={typeof value === 'string' ? value : ''}
        disabled={controlProps(props).disabled || loaded.state !== 'ready'}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <option value="">{loaded.state === 'loading' ? flowMessages.loading : flowMessages.selectPlaceholder}</option>
        {branches.map((branch) => (
          <option key={branch.code} value={branch.code}>
            {`${branch.name}（${branch.code}）`}
          </option>
        ))}
      </select>
      {loaded.state === 'failed' && (
        <p className="field__hint" role="status">
          {flowMessages.branchesFailed}
        </p>
      )}
    </>
  );
}
