import { useState } from 'react';
import { Link } from 'react-router';
import { japaneseDate } from '../../../validators/japaneseDate';
import { usePageTitle } from '../../shell/usePageTitle';
import { cardLabel } from '../../../enums/card';
import { readMessages, webDocumentMessages as text } from './messages';
import { ReadStatus } from './ReadStatus';
import { useArea } from './useArea';
import { useRead } from './useRead';
import './memberArea.css';

/**
 * SPEC 2.6 /member/webdocument (and 2.5 /ex-member/webdocument): the card's documents, each a PDF drawn by the
 * server and fetched with the credential (a plain link could not carry it), then opened by the browser's viewer.
 */
export default function WebDocumentPage() {
  usePageTitle(text.title);
  const area = useArea();
  const { state, reload } = useRead(() => area.calls.documents(), area.to('webdocument'));
  const [opening, setOpening] = useState<{ id: string; state: 'loading' | 'failed' } | null>(null);
  const open = (documentId: string) => {
    // Opened at once, in the tap's own turn, so that no popup blocker stops it; the PDF is put in when it arrives.
    const viewer = window.open('', '_blank');
    setOpening({ id: documentId, state: 'loading' });
    area.calls.document(documentId).then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        if (viewer) viewer.location.href = url;
        else window.location.assign(url);
        setOpening(null);
      },
      () => {
        viewer?.close();
        setOpening({ id: documentId, state: 'failed' });
      },
    );
  };
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <p>{text.lead}</p>
      <ReadStatus state={state} onRetry={reload} />
      {state.kind === 'ready' ? (
        <>
          <p className="member-area__card">{cardLabel(state.data.card)}</p>
          {state.data.documents.length === 0 ? <p className="notice">{text.empty}</p> : null}
          <ul className="document-list">
            {state.data.documents.map((document) => (
              <li key={document.id} className="document-list__item">
                <span className="document-list__title">{document.title}</span>
                <span className="document-list__date">
                  {text.issuedOn}：{japaneseDate(document.issuedOn)}
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={text.open(document.title)}
                  onClick={() => open(document.id)}
                  disabled={opening?.id === document.id && opening.state === 'loading'}
                >
                  {text.openShort}
                </button>
                {opening?.id === document.id && opening.state === 'failed' ? (
                  <p role="alert" className="notice notice--error">
                    {text.failed}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <p role="status" className="member-top__status">
            {opening?.state === 'loading' ? text.opening : ''}
          </p>
        </>
      ) : null}
      <p className="panel">
        <Link to={area.topPath}>{area.kind === 'member' ? readMessages.backToTop : readMessages.backToExTop}</Link>
      </p>
    </div>
  );
}
