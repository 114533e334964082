import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';
import { downloadDisclosure } from './disclosureDownloadCall';
import { disclosureMessages as text } from './disclosureMessages';
import '../sms/memberPages.css';

type Download = { state: 'ready' } | { state: 'loading' } | { state: 'done' } | { state: 'refused'; message: string };

/**
 * The mail's link (/member/info/disclosure/download?token=…), opened by the logged-in member (the guards send a
 * visitor to the login first and back here). Opening the page changes nothing, so a mail client that fetches links
 * spends no download; the button does. The token leaves the address bar at once (kept in the history entry's state),
 * so it is in no screenshot, bookmark or later page's referrer.
 */
export default function DisclosureDownloadPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromLink = new URLSearchParams(location.search).get('token');
  const [token] = useState<string>(() => fromLink ?? (location.state as { token?: string } | null)?.token ?? '');
  const [download, setDownload] = useState<Download>(token ? { state: 'ready' } : { state: 'refused', message: text.noToken });
  const title = download.state === 'refused' ? text.refusedTitle : download.state === 'done' ? text.doneTitle : text.downloadTitle;
  usePageTitle(title);

  useEffect(() => {
    if (fromLink) void navigate(location.pathname, { replace: true, state: { token: fromLink } });
  }, [fromLink, location.pathname, navigate]);

  const save = async () => {
    setDownload({ state: 'loading' });
    const answer = await downloadDisclosure(token);
    setDownload(answer.ok ? { state: 'done' } : { state: 'refused', message: answer.message });
  };

  return (
    <section aria-labelledby="disclosure-download-heading">
      {/* Keyed by the outcome: each is a screen of its own, announced as a new heading. */}
      <h1 id="disclosure-download-heading" key={download.state === 'loading' ? 'ready' : download.state} tabIndex={-1}>
        {title}
      </h1>
      {download.state === 'refused' ? (
        <>
          <p className="notice notice--error" role="alert">
            {download.message}
          </p>
          <Link className="button button--secondary button--block" to="/member/info/disclosure">
            {text.requestAgain}
          </Link>
        </>
      ) : download.state === 'done' ? (
        <p className="notice" role="status">
          {text.downloaded}
        </p>
      ) : (
        <>
          <p>{text.downloadLead}</p>
          <p className="field__support">{text.downloadNote}</p>
          <p role="status">{download.state === 'loading' ? text.downloading : ''}</p>
          <button
            type="button"
            className="button button--primary button--block"
            disabled={download.state === 'loading'}
            onClick={() => void save()}
          >
            {text.download}
          </button>
        </>
      )}
      <p className="panel">
        <Link to="/member/info/top">{text.backToInfo}</Link>
      </p>
    </section>
  );
}
