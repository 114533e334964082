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
          {/* One section per text, the live and the draft wording stacked: three columns at 390 px broke 「未入力のメッ」「セージ」. */}
          {loaded.preview.texts.map((row) => (
            <section key={`${row.field}:${row.what}`} className="confirm-section">
              <h3>{row.what}</h3>
              <dl className="confirm-list">
                <div className="confirm-row">
                  <dt>{text.live}</dt>
                  <dd>{row.live}</dd>
                </div>
                <div className="confirm-row">
                  <dt>{text.draft}</dt>
                  <dd>{row.draft}</dd>
                </div>
              </dl>
            </section>
          ))}
        </section>
      ) : null}
    </>
  );
}
