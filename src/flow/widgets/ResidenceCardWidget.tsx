import './residenceCard.css';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { photoFileProblem, photoMessages, type PhotoMessageCode } from '../../../validators/residenceCardPhoto';
import { flowContextOf } from '../formContext';
import { flowMessages } from '../messages';
import { controlProps, stringOption } from './controlProps';
import { residenceCardPhoto, uploadResidenceCardPhoto } from './residenceCardApi';

type Phase = 'idle' | 'uploading' | 'uploaded' | 'failed';

const bilingual = (code: PhotoMessageCode): string => `${photoMessages[code].ja} ${photoMessages[code].en}`;

/**
 * A residence-card photo (SPEC 5.7): choose one or take one with the camera, checked on the phone with the shared
 * name and size rules, uploaded through the credentialed client, then shown as the server keeps it. The field's
 * value is the server's file name; the name on the phone goes to the sibling field `ui:options.originalField`.
 * A refusal, the phone's or the server's, is the field's error (under it and in the summary) until another photo
 * is chosen.
 */
export function ResidenceCardWidget(props: WidgetProps) {
  const { id, value, options, registry, onChange, onBlur } = props;
  const context = flowContextOf(registry);
  const imageType = stringOption(options, 'imageType') === 'back' ? 'back' : 'face';
  const originalField = stringOption(options, 'originalField');
  const field = id.replace(/^root_/, '');
  const fileName = typeof value === 'string' ? value : '';
  const [phase, setPhase] = useState<Phase>(fileName ? 'uploaded' : 'idle');
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const choosing = useRef(0);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!fileName) return undefined;
    let url: string | null = null;
    let live = true;
    setPreviewFailed(false);
    residenceCardPhoto(fileName)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setPreview(url);
      })
      .catch(() => live && setPreviewFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileName]);

  // The refusal stands in for the field's errors, under the field and in the summary, until a photo is accepted.
  const refuse = (code: PhotoMessageCode) => {
    setPhase('failed');
    context?.reportError(field, bilingual(code));
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Let the same file be chosen again after a refusal.
    input.value = '';
    if (!file) return;
    const attempt = (choosing.current += 1);
    const problem = photoFileProblem({ name: file.name, size: file.size });
    if (problem) return refuse(problem);
    setPhase('uploading');
    const outcome = await uploadResidenceCardPhoto(file, imageType);
    if (attempt !== choosing.current) return;
    if (!outcome.ok) return refuse(outcome.code);
    setPhase('uploaded');
    // Both fields in one update: the server accepts the name only with the original name it was uploaded under.
    if (context && originalField)
      context.patch({ [field]: outcome.photo.residenceCardFilename, [originalField]: outcome.photo.residenceCardFilenameOriginal });
    else onChange(outcome.photo.residenceCardFilename);
    context?.reportError(field, null);
    onBlur(id, outcome.photo.residenceCardFilename);
  };

  const aria = controlProps(props);
  const status = phase === 'uploading' ? flowMessages.photoUploading : phase === 'uploaded' && fileName ? flowMessages.photoUploaded : '';
  return (
    <div className="photo">
      {fileName && (
        <figure className="photo__preview">
          {preview ? (
            <img src={preview} alt={flowMessages.photoPreviewAlt} />
          ) : (
            <p className="photo__placeholder">{previewFailed ? flowMessages.photoPreviewFailed : flowMessages.photoPreviewLoading}</p>
          )}
        </figure>
      )}
      <div className="photo__actions">
        {/* The native control's button speaks the browser's language (「Choose File」 in an English browser): it is
            kept for the keyboard, the field's label and screen readers, but hidden, and a Japanese button is drawn. */}
        <div className="photo__picker">
          <input
            {...aria}
            ref={picker}
            className="visually-hidden photo__native"
            type="file"
            accept="image/png,image/jpeg"
            disabled={aria.disabled || phase === 'uploading'}
            onChange={(event) => void choose(event)}
          />
          <span
            className="button button--primary button--block photo__choose"
            aria-hidden="true"
            data-disabled={aria.disabled || phase === 'uploading' ? true : undefined}
            onClick={() => picker.current?.click()}
          >
            {flowMessages.photoChoose}
          </span>
        </div>
        <label className="button button--secondary button--block photo__camera">
          <input
            id={`${id}__camera`}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            capture="environment"
            aria-describedby={aria['aria-describedby']}
            disabled={aria.disabled || phase === 'uploading'}
            onChange={(event) => void choose(event)}
          />
          {flowMessages.photoTake}
        </label>
      </div>
      <div className="photo__status" role="status" aria-live="polite">
        {phase === 'uploading' && <progress className="photo__progress" aria-label={flowMessages.photoUploading} />}
        {status}
      </div>
    </div>
  );
}
