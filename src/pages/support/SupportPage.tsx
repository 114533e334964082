import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { GUIDANCE_TOPIC_LABELS, type GuidanceTopic } from '../../../enums/member';
import { ApiError, readAnswer } from '../../api/apiAnswer';
import { usePageTitle } from '../../shell/usePageTitle';
import { ReadStatus } from '../memberArea/ReadStatus';
import { useRead } from '../memberArea/useRead';
import './support.css';

interface SupportAnswer {
  readonly topics: readonly {
    readonly topic: GuidanceTopic;
    readonly questions: readonly { readonly question: string; readonly answer: string }[];
  }[];
  readonly contacts: readonly { readonly title: string; readonly telephone: string; readonly hours: string; readonly note?: string }[];
}

async function readSupport(): Promise<SupportAnswer> {
  const answer = await readAnswer(await fetch('/v1/support', { headers: { accept: 'application/json' } }));
  if (answer.status >= 400) throw new ApiError(answer, '/v1/support');
  return answer.data as SupportAnswer;
}

/** The links printed on the back of a card lead here (SPEC 2.2 /rd/card-back, /rd/gold-back), with the referrer. */
const REFERRERS: Readonly<Record<string, string>> = { '/rd/card-back': 'cardBack', '/rd/gold-back': 'goldBack' };

/**
 * SPEC 2.2 /support: questions by guidance topic (SPEC 3.2) and the numbers to call, from config/support.json.
 * A gold member who came from the card's back sees the gold desk first; /support/webivr/ (the phone menu's link)
 * goes to it keeping its query (SPEC 2.2).
 */
export default function SupportPage() {
  usePageTitle('よくあるご質問・お問い合わせ');
  const { pathname, search } = useLocation();
  const [query] = useSearchParams();
  const referrer = REFERRERS[pathname.replace(/\/+$/, '')];
  const { state, reload } = useRead(readSupport, 'support');
  if (referrer) return <Navigate replace to={`/support?referrer=${referrer}`} />;
  if (pathname.startsWith('/support/webivr')) return <Navigate replace to={`/support${search}`} />;
  const fromGoldBack = query.get('referrer') === 'goldBack';
  return (
    <div className="support">
      <h1 tabIndex={-1}>よくあるご質問・お問い合わせ</h1>
      <ReadStatus state={state} onRetry={reload} />
      {state.kind === 'ready' ? (
        <>
          {state.data.topics.map((topic) => (
            <section key={topic.topic} aria-labelledby={`topic-${topic.topic}`} className="panel">
              <h2 id={`topic-${topic.topic}`}>{GUIDANCE_TOPIC_LABELS[topic.topic]}</h2>
              {topic.questions.map((item) => (
                <details key={item.question} className="support__question">
                  <summary>{item.question}</summary>
                  <p>{item.answer}</p>
                </details>
              ))}
            </section>
          ))}
          <section aria-labelledby="contacts-heading" className="panel">
            <h2 id="contacts-heading">お電話でのお問い合わせ</h2>
            {fromGoldBack ? (
              <p className="notice">ゴールドカード会員の方は、カード裏面のゴールドデスクの番号もご利用いただけます。</p>
            ) : null}
            <ul className="support__contacts">
              {state.data.contacts.map((contact) => (
                <li key={contact.title}>
                  <span className="support__contact-title">{contact.title}</span>
                  <a href={`tel:${contact.telephone.replaceAll('-', '')}`} className="support__telephone">
                    {contact.telephone}
                  </a>
                  <span className="support__hours">{contact.hours}</span>
                  {contact.note ? <span className="support__hours">{contact.note}</span> : null}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="requests-heading" className="panel">
            <h2 id="requests-heading">Webでのご相談</h2>
            <p>提携銀行の口座開設やカードのお支払い口座について、当社の担当者がお答えします（ログインが必要です）。</p>
            <Link className="button button--secondary button--block" to="/support/bankagency">
              銀行代理業務のご相談
            </Link>
          </section>
        </>
      ) : null}
    </div>
  );
}
