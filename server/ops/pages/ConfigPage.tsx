import type { ConfigChange, ConfigVersion } from '../../config/configVersions';
import type { Campaign, FeatureFlag } from '../../config/productConfig';
import type { StaffMember } from '../../operations/staffMembers';
import type { ServiceHours } from '../../serviceHours/serviceHours';
import { tokyoDateTime } from './format';
import { OpsLayout } from './OpsLayout';
import { PostOutcome } from './ErrorSummary';

export interface VersionRow {
  readonly version: ConfigVersion;
  /** What it changed from the version saved before it. */
  readonly changes: readonly ConfigChange[];
  /** An earlier published version the live one may go back to. */
  readonly canRollBack: boolean;
}

export interface ConfigPageProps {
  readonly staff: StaffMember;
  readonly campaigns: readonly Campaign[];
  readonly flags: Readonly<Record<string, FeatureFlag>>;
  readonly serviceHours: ServiceHours;
  /** Today in Tokyo (YYYY-MM-DD): whether each campaign is on, to come or over. */
  readonly today: string;
  readonly history: {
    readonly campaigns: readonly VersionRow[];
    readonly flags: readonly VersionRow[];
    readonly serviceHours: readonly VersionRow[];
  };
  readonly notice?: string;
  readonly errors?: readonly string[];
}

/**
 * Where a campaign stands today (issue 58: three 家族カード発行キャンペーン side by side could not be told apart by
 * name; the state and the public address tell which one members see).
 */
const periodState = (campaign: Campaign, today: string): string =>
  today < campaign.startsOn ? '開始前' : today > campaign.endsOn ? '終了' : '実施中';

const stateLabels = { published: '公開', scheduled: '公開予約', refused: '公開できませんでした' } as const;

function History({ file, rows }: { readonly file: string; readonly rows: readonly VersionRow[] }) {
  if (rows.length === 0) return <p>この画面で保存した版はまだありません（設定ファイルの内容で動いています）。</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">版</th>
          <th scope="col">状態</th>
          <th scope="col">保存した人・日時</th>
          <th scope="col">変更点</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ version, changes, canRollBack }) => (
          <tr key={version.id}>
            <td>第{version.id}版</td>
            <td>
              {stateLabels[version.state]}
              {version.state === 'scheduled' ? `（${tokyoDateTime(version.publishAt)}）` : ''}
              {version.refusedReason ? (
                <>
                  <br />
                  <span className="error">{version.refusedReason}</span>
                </>
              ) : null}
            </td>
            <td>
              {version.authorName}
              <br />
              <span className="hint">{tokyoDateTime(version.createdAt)}</span>
              {version.note ? (
                <>
                  <br />
                  {version.note}
                </>
              ) : null}
            </td>
            <td>
              {changes.length === 0 ? (
                '変更なし'
              ) : (
                <ul className="changes">
                  {changes.slice(0, 8).map((change) => (
                    <li key={change.path}>
                      <code>{change.path}</code>: {change.before} → {change.after}
                    </li>
                  ))}
                </ul>
              )}
              {changes.length > 8 ? <span className="hint">ほか{changes.length - 8}件</span> : null}
            </td>
            <td>
              {canRollBack ? (
                <form method="post" action={`/config/${file}/rollback/${version.id}`}>
                  <button type="submit">この版に戻す</button>
                </form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Product staff's config (issue 31 item 5): the live campaigns with a way into each, the feature flags, and each
 * file's versions (who, when, what changed, published or scheduled or refused) with a rollback in one action.
 */
export function ConfigPage({ staff, campaigns, flags, serviceHours, today, history, notice, errors = [] }: ConfigPageProps) {
  // The switches are the checkboxes; the rest of the file is edited as JSON.
  const schedule = {
    maintenance: { windows: serviceHours.maintenance.windows },
    paymentProviderMaintenance: { windows: serviceHours.paymentProviderMaintenance.windows },
    hours: serviceHours.hours,
  };
  return (
    <OpsLayout title="キャンペーンと機能フラグ" staff={staff} section={{ href: '/config', itself: true }}>
      <PostOutcome refusedTitle="保存できませんでした" errors={errors} notice={notice} />
      <section aria-labelledby="campaigns-title">
        <h2 id="campaigns-title">キャンペーン</h2>
        <p>
          <a href="/config/campaigns.json/export" download>
            公開中の内容を campaigns.json としてダウンロード
          </a>
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">コード</th>
              <th scope="col">名前</th>
              <th scope="col">公開アドレス</th>
              <th scope="col">期間</th>
              <th scope="col">ポイント</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((campaign) => (
              <tr key={campaign.code}>
                <td>{campaign.code}</td>
                <td>{campaign.title}</td>
                <td>
                  <code>/campaign/{campaign.slug}</code>
                </td>
                <td>
                  {campaign.startsOn}〜{campaign.endsOn}（{periodState(campaign, today)}）
                </td>
                <td>{campaign.points.toLocaleString('ja-JP')}</td>
                <td>
                  <a href={`/config/campaigns/${campaign.code}`} aria-label={`${campaign.title}（${campaign.code}）を編集する`}>
                    編集する
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <a href="/config/campaigns/new">キャンペーンを追加する</a>
        </p>
        <h3>版の履歴</h3>
        <History file="campaigns.json" rows={history.campaigns} />
      </section>
      <section aria-labelledby="flags-title">
        <h2 id="flags-title">機能フラグ</h2>
        <p>
          <a href="/config/featureFlags.json/export" download>
            公開中の内容を featureFlags.json としてダウンロード
          </a>
        </p>
        <form method="post" action="/config/featureFlags.json">
          <fieldset>
            <legend>有効にする機能</legend>
            {Object.entries(flags).map(([name, flag]) => (
              <p key={name} className="check">
                <label>
                  <input type="checkbox" name={`flag-${name}`} value="on" defaultChecked={flag.enabled} /> <code>{name}</code>{' '}
                  {flag.description}
                </label>
              </p>
            ))}
          </fieldset>
          <PublicationFields idPrefix="flags" />
          <p>
            <button type="submit" className="primary">
              機能フラグを保存する
            </button>
          </p>
        </form>
        <h3>版の履歴</h3>
        <History file="featureFlags.json" rows={history.flags} />
      </section>
      <section aria-labelledby="hours-title">
        <h2 id="hours-title">メンテナンスと受付時間</h2>
        <p>
          メンテナンス中は、会員・お申し込みの画面がメンテナンスのお知らせを表示します（このコンソールとヘルスチェックは止まりません）。
          <a href="/config/serviceHours.json/export" download>
            公開中の内容を serviceHours.json としてダウンロード
          </a>
        </p>
        <form method="post" action="/config/serviceHours.json">
          <fieldset>
            <legend>いますぐメンテナンスにする</legend>
            <p className="check">
              <label>
                <input type="checkbox" name="maintenance" value="on" defaultChecked={serviceHours.maintenance.on} />{' '}
                サービスのメンテナンス（5030）
              </label>
            </p>
            <p className="check">
              <label>
                <input
                  type="checkbox"
                  name="paymentProviderMaintenance"
                  value="on"
                  defaultChecked={serviceHours.paymentProviderMaintenance.on}
                />{' '}
                決済サービスのメンテナンス（6030）
              </label>
            </p>
          </fieldset>
          <p className="field">
            <label htmlFor="hours-schedule">予定のメンテナンスと受付時間（JSON）</label>
            <textarea
              id="hours-schedule"
              name="schedule"
              rows={12}
              defaultValue={JSON.stringify(schedule, null, 2)}
              aria-describedby="hours-schedule-hint"
            />
            <span className="hint" id="hours-schedule-hint">
              windows の from・until は日本時間の「2026-12-06T02:00」の形（until の時刻は含みません）。hours は flows のお手続きを opens
              から closes まで受け付けます（「24:00」は終日）。
            </span>
          </p>
          <PublicationFields idPrefix="hours" />
          <p>
            <button type="submit" className="primary">
              メンテナンスと受付時間を保存する
            </button>
          </p>
        </form>
        <h3>版の履歴</h3>
        <History file="serviceHours.json" rows={history.serviceHours} />
      </section>
    </OpsLayout>
  );
}

/** A published file's change reason and optional publication time, the fields every config form posts (note, publishAt). */
function PublicationFields({ idPrefix }: { readonly idPrefix: string }) {
  return (
    <>
      <p className="field">
        <label htmlFor={`${idPrefix}-note`}>
          変更の理由 <span className="required">必須</span>
        </label>
        <input id={`${idPrefix}-note`} name="note" type="text" maxLength={200} />
      </p>
      <p className="field">
        <label htmlFor={`${idPrefix}-publish-at`}>
          公開日時 <span className="optional">任意</span>
        </label>
        <input id={`${idPrefix}-publish-at`} name="publishAt" type="datetime-local" />
        <span className="hint">空欄ならすぐに公開します（日本時間）。</span>
      </p>
    </>
  );
}
