import { useState } from 'react';
import type { CsvEncoding } from '../../api/memberAreaCalls';
import { saveAsFile } from '../../api/savedFile';
import { statementMessages as text } from './messages';

interface CsvDownloadProps {
  readonly download: (encoding: CsvEncoding) => Promise<Blob>;
  readonly fileName: (encoding: CsvEncoding) => string;
}

/** The month as CSV: UTF-8 (with BOM) or Shift_JIS for Excel, fetched with the credential and saved as a file. */
export function CsvDownload({ download, fileName }: CsvDownloadProps) {
  const [encoding, setEncoding] = useState<CsvEncoding>('utf-8');
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'failed'>('idle');
  const save = () => {
    setState('loading');
    download(encoding).then(
      (blob) => {
        saveAsFile(blob, fileName(encoding));
        setState('done');
      },
      () => setState('failed'),
    );
  };
  return (
    <section aria-labelledby="csv-heading" className="panel">
      <h2 id="csv-heading">{text.csvHeading}</h2>
      <p>{text.csvLead}</p>
      <fieldset className="csv-download__choice">
        <legend>{text.csvEncoding}</legend>
        {(['utf-8', 'shift_jis'] as const).map((value) => (
          <label key={value} className="csv-download__option">
            <input type="radio" name="csv-encoding" value={value} checked={encoding === value} onChange={() => setEncoding(value)} />
            {value === 'utf-8' ? text.csvUtf8 : text.csvShiftJis}
          </label>
        ))}
      </fieldset>
      <button type="button" className="button button--secondary button--block" onClick={save} disabled={state === 'loading'}>
        {text.csvButton}
      </button>
      <p role="status" className="member-top__status">
        {state === 'done' ? text.csvDone : ''}
      </p>
      {state === 'failed' ? (
        <p role="alert" className="notice notice--error">
          {text.csvFailed}
        </p>
      ) : null}
    </section>
  );
}
