import { useState } from 'react';
import { Link } from 'react-router';
import type { PartnerIdLinkageAnswer } from '../../../api/partnerIdLinkageAnswers';
import { japaneseDate } from '../../../validators/japaneseDate';
import { partnerIdLinkageCalls } from '../../api/partnerIdLinkageCalls';
import { usePageTitle } from '../../shell/usePageTitle';
import { SummaryList } from '../cardPlans/SummaryList';
import { ReadStatus } from '../memberArea/ReadStatus';
import { tokyoDate } from '../memberArea/tokyoDate';
import { useRead } from '../memberArea/useRead';
import { linkageMessages as text } from './messages';
import '../memberArea/memberArea.css';

/**
 * SPEC 2.6 /member/setting/sbidlinkage/status: whether the member's account is linked to their partner ID and since
 * when, the way into the linkage when it is not (unless the feature flags withdraw it), and its undo when it is (asked
 * once more before it is sent).
 */
export default function StatusPage() {
  usePageTitle(text.title);
  const { state, reload, replace } = useRead(() => partnerIdLinkageCalls.status(), 'partner-id-linkage');
  const [undone, setUndone] = useState(false);
  const linkage = state.kind === 'ready' ? state.data : null;
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <p>{text.lead}</p>
      <ReadStatus state={state} onRetry={reload} />
      {undone ? (
        <p className="notice" role="status">
          {text.unlinked}
        </p>
      ) : null}
      {linkage ? (
        <>
          <SummaryList
            rows={[
              { label: text.status, value: linkage.linked ? text.linked : text.notLinked, testId: 'partner-id-linkage-status' },
              linkage.linkedAt ? { label: text.linkedOn, value: japaneseDate(tokyoDate(linkage.linkedAt)) } : null,
              linkage.mobNumLast4 ? { label: text.mobNum, value: text.mobNumLast4(linkage.mobNumLast4) } : null,
            ]}
          />
          {linkage.linked ? (
            <Unlink
              onUnlinked={(answer) => {
                setUndone(true);
                replace(answer);
              }}
            />
          ) : linkage.offered ? (
            <Link className="button button--primary button--block panel" to="/member/setting/sbidlinkage/certification">
              {text.link}
            </Link>
          ) : (
            <p className="notice panel" data-testid="partner-id-linkage-not-offered">
              {text.notOffered}
            </p>
          )}
        </>
      ) : null}
      <p className="panel">
        <Link to="/member/setting/top">{text.backToSettings}</Link>
      </p>
    </div>
  );
}

function Unlink({ onUnlinked }: { readonly onUnlinked: (answer: PartnerIdLinkageAnswer) => void }) {
  const [step, setStep] = useState<'idle' | 'asking' | 'sending' | 'failed'>('idle');
  const send = () => {
    setStep('sending');
    partnerIdLinkageCalls.unlink().then(onUnlinked, () => setStep('failed'));
  };
  return (
    <section className="panel" aria-labelledby="partner-id-unlink">
      <h2 id="partner-id-unlink">{text.unlinkHeading}</h2>
      <p>{text.unlinkLead}</p>
      {step === 'idle' ? (
        <button type="button" className="button button--secondary button--block" onClick={() => setStep('asking')}>
          {text.unlink}
        </button>
      ) : (
        <>
          <p role="alert">{text.unlinkConfirm}</p>
          <button type="button" className="button button--primary button--block" onClick={send} disabled={step === 'sending'}>
            {step === 'sending' ? text.unlinking : text.unlinkYes}
          </button>
          <button
            type="button"
            className="button button--secondary button--block"
            onClick={() => setStep('idle')}
            disabled={step === 'sending'}
          >
            {text.unlinkNo}
          </button>
        </>
      )}
      {step === 'failed' ? (
        <p role="alert" className="notice notice--error">
          {text.unlinkFailed}
        </p>
      ) : null}
    </section>
  );
}
