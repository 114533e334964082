import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StepPreviewAnswer } from '../../../api/stepPreviewAnswers';
import type { StepModule } from '../../../schemas/formModule';
import { readStepPreview } from '../../api/stepPreviewCalls';
import { lookupZip } from '../../flow/flowApi';
import { StepPage, type SaveResult } from '../../flow/StepPage';
import { importLiveStep } from '../../flow/stepRuntime';
import type { StepSchema } from '../../flow/types';
import { usePageTitle } from '../../shell/usePageTitle';
import { previewMessages as text } from './messages';

type Loaded = { readonly preview: StepPreviewAnswer; readonly step: StepModule } | 'loading' | 'failed';

/**
 * A step version product staff saved in the console, drawn by the flows' own renderer from its own compiled module
 * (issue 55 item 3), at a phone's width: 次へ on an empty form shows every message the version words; nothing is
 * saved. The link's token opens it for another staff member or a designer without publishing it.
 */
export default function StepPreviewPage() {
  const [query] = useSearchParams();
  const token = query.get('t') ?? '';
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const [saved, setSaved] = useState(false);
  usePageTitle(text.title);
  useEffect(() => {
    let live = true;
    readStepPreview(token)
      .then(async (preview) => ({ preview, step: await importLiveStep(preview.module) }))
      .then((found) => live && setLoaded(found))
      .catch(() => live && setLoaded('failed'));
    return () => {
      live = false;
    };
  }, [token]);
  if (loaded === 'loading') return <p role="status">{text.loading}</p>;
  if (loaded === 'failed') return <p role="alert">{text.failed}</p>;
  const onSave = async (): Promise<SaveResult> => {
    setSaved(true);
    return { ok: true };
  };
  return (
    <>
      <StepPage
        schema={loaded.step.schema as StepSchema}
        validate={loaded.step.validate}
        conditions={loaded.step.conditions}
        answers={{}}
        onSave={onSave}
        lookupZip={lookupZip}
        notice={<p className="flow-notice">{text.notice(loaded.preview.versionId)}</p>}
      />
      {saved ? <p role="status">{text.saved}</p> : null}
      {loaded.preview.texts.length > 0 ? (
        <section aria-labelledby="preview-compare" className="preview-compare">
          <h2 id="preview-compare">{text.compare}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">{text.what}</th>
                <th scope="col">{text.live}</th>
                <th scope="col">{text.draft}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.preview.texts.map((row) => (
                <tr key={`${row.field}:${row.what}`}>
                  <th scope="row">{row.what}</th>
                  <td>{row.live}</td>
                  <td>{row.draft}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
