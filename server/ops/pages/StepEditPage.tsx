import type { ReactNode } from 'react';
import type { StaffMember } from '../../operations/staffMembers';
import { QUESTION_LABELS, type EditorBranchField, type EditorField, type StepEditor } from '../../steps/stepEditForm';
import { QUESTION_KINDS } from '../../steps/stepEnvelope';
import type { StepProblem } from '../../steps/stepProblem';
import { tokyoDateTime } from './format';
import { OpsLayout } from './OpsLayout';
import { ErrorSummary } from './ErrorSummary';

export interface StepEditPageProps {
  readonly staff: StaffMember;
  readonly step: string;
  readonly editor: StepEditor;
  /** The newest version the form was opened on (0: none yet): a save names it, and a later one by someone else refuses. */
  readonly basedOn: number;
  readonly errors?: readonly StepProblem[];
  readonly history: readonly {
    readonly id: number;
    readonly state: string;
    readonly author: string;
    readonly at: Date;
    readonly note: string;
  }[];
  readonly liveVersion: number | null;
}

export const STATE_LABELS: Readonly<Record<string, string>> = {
  checking: '確認中',
  draft: '承認待ち',
  approved: '承認済み（公開待ち）',
  scheduled: '公開予約',
  published: '公開',
  refused: '公開できず',
};

/** Where the summary's link for a problem goes: the field's label input, the first branch's for a field asked on one. */
function anchorOf(editor: StepEditor, field: string): string {
  if (field === 'new') return 'new-kind';
  if (editor.fields.some((candidate) => candidate.name === field)) return `f-${field}-title`;
  const branch = editor.branchFields.find((candidate) => candidate.name === field);
  return branch ? `b-${branch.key}-${field}-title` : 'step-title';
}

/** A field's messages: one per rule keyword, or one for all of them (keyword `''`). */
function MessageInputs({
  messages,
  name,
  id,
}: {
  readonly messages: EditorField['messages'];
  readonly name: (part: string) => string;
  readonly id: (part: string) => string;
}) {
  return messages.map(({ keyword, message }) => {
    const part = keyword === '' ? 'message' : `message.${keyword}`;
    return (
      <p className="field" key={keyword}>
        <label htmlFor={id(part)}>{keyword === '' ? 'メッセージ' : `メッセージ（${keyword}）`}</label>
        <input id={id(part)} name={name(part)} defaultValue={message} />
      </p>
    );
  });
}

/**
 * One field's box in the editor: its legend, its problems, its label and hint; what else may change of it follows
 * (`children`). `part` names one of its form fields (`f.<name>.<part>` or `b.<branch>.<name>.<part>`).
 */
function FieldBox({
  field,
  prefix,
  note,
  errors,
  children,
}: {
  readonly field: { readonly name: string; readonly title: string; readonly description: string };
  /** The form names' start: `f.<name>` for a field of the step, `b.<branch>.<name>` for one asked on a branch. */
  readonly prefix: string;
  readonly note: string;
  readonly errors: readonly StepProblem[];
  readonly children: (name: (part: string) => string, id: (part: string) => string) => ReactNode;
}) {
  const name = (part: string) => `${prefix}.${part}`;
  const id = (part: string) => `${prefix}.${part}`.replace(/\./g, '-');
  const own = errors.filter((error) => error.field === field.name);
  return (
    <fieldset className="step-field" aria-describedby={own.length > 0 ? id('errors') : undefined}>
      <legend>
        {field.title || field.name} <code>{field.name}</code>
        {note}
      </legend>
      {own.length > 0 ? (
        <ul id={id('errors')} className="error">
          {own.map((error) => (
            <li key={error.message}>{error.message}</li>
          ))}
        </ul>
      ) : null}
      <p className="field">
        <label htmlFor={id('title')}>ラベル</label>
        <input id={id('title')} name={name('title')} defaultValue={field.title} />
      </p>
      <p className="field">
        <label htmlFor={id('description')}>
          ヒント <span className="optional">任意</span>
        </label>
        <textarea id={id('description')} name={name('description')} rows={2} defaultValue={field.description} />
      </p>
      {children(name, id)}
    </fieldset>
  );
}

/** A field asked on one branch of a condition: its words only (see EditorBranchField). */
function BranchFieldEditor({
  field,
  errors,
  twin,
}: {
  readonly field: EditorBranchField;
  readonly errors: readonly StepProblem[];
  /** Asked on both sides of its condition (with different choices): each side says which it is. */
  readonly twin: boolean;
}) {
  const side = field.key.endsWith('then') ? '（条件に当てはまるとき）' : '（条件に当てはまらないとき）';
  return (
    <FieldBox field={field} prefix={`b.${field.key}.${field.name}`} note={twin ? side : ''} errors={errors}>
      {(name, id) => <MessageInputs messages={field.messages} name={name} id={id} />}
    </FieldBox>
  );
}

function FieldEditor({ field, errors }: { readonly field: EditorField; readonly errors: readonly StepProblem[] }) {
  return (
    <FieldBox
      field={field}
      prefix={`f.${field.name}`}
      note={field.question ? `（追加した質問：${QUESTION_LABELS[field.question]}）` : ''}
      errors={errors}
    >
      {(name, id) => (
        <>
          <p className="field">
            <label htmlFor={id('order')}>並び順</label>
            <input id={id('order')} name={name('order')} inputMode="numeric" defaultValue={String(field.order)} className="short" />
          </p>
          <p className="field">
            <label>
              <input type="checkbox" name={name('required')} defaultChecked={field.required} disabled={field.requiredLock !== undefined} />
              必須にする
            </label>
            {field.requiredLock ? (
              <>
                {/* A disabled box posts nothing: the locked field stays required through this hidden copy. */}
                <input type="hidden" name={name('required')} value="on" />
                <span className="hint">{field.requiredLock}</span>
              </>
            ) : null}
          </p>
          {field.hideable ? (
            <p className="field">
              <label>
                <input type="checkbox" name={name('hidden')} defaultChecked={field.hidden} />
                この項目を表示しない（任意の項目だけ）
              </label>
            </p>
          ) : null}
          <p className="field">
            <label htmlFor={id('requiredMessage')}>未入力のときのメッセージ</label>
            <input id={id('requiredMessage')} name={name('requiredMessage')} defaultValue={field.requiredMessage} />
          </p>
          <MessageInputs messages={field.messages} name={name} id={id} />
          {field.bounds.map((bound) => (
            <p className="field" key={bound.keyword}>
              <label htmlFor={id(`bound.${bound.keyword}`)}>{bound.label}</label>
              <input
                id={id(`bound.${bound.keyword}`)}
                name={name(`bound.${bound.keyword}`)}
                inputMode="numeric"
                defaultValue={bound.value}
                className="short"
                aria-describedby={id(`bound.${bound.keyword}-hint`)}
              />
              <span id={id(`bound.${bound.keyword}-hint`)} className="hint">
                仕様の範囲内（{bound.stricter}）で、より厳しくだけできます。
              </span>
            </p>
          ))}
          {field.rules.length > 0 ? (
            <p className="hint">
              変更できない規則：
              {field.rules.map((rule) => `${rule.keyword}（SPEC ${rule.section}）`).join('、')}
            </p>
          ) : null}
          {field.options.length > 0 ? (
            <table className="options">
              <caption>選択肢（値は変わりません）</caption>
              <thead>
                <tr>
                  <th scope="col">値</th>
                  <th scope="col">見出し</th>
                  <th scope="col">並び順</th>
                </tr>
              </thead>
              <tbody>
                {field.options.map((option) => (
                  <tr key={option.value}>
                    <th scope="row">
                      <code>{option.value}</code>
                    </th>
                    <td>
                      <input
                        aria-label={`選択肢 ${option.value} の見出し`}
                        name={name(`option.${option.value}.label`)}
                        defaultValue={option.label}
                      />
                    </td>
                    <td>
                      <input
                        aria-label={`選択肢 ${option.value} の並び順`}
                        name={name(`option.${option.value}.order`)}
                        inputMode="numeric"
                        defaultValue={String(option.order)}
                        className="short"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {field.question ? (
            <p className="field">
              <label>
                <input type="checkbox" name={name('remove')} />
                この質問を削除する
              </label>
            </p>
          ) : null}
        </>
      )}
    </FieldBox>
  );
}

/**
 * One step edited by product staff (issue 55 item 1): its texts, field order, optional fields and options, a question
 * added; what SPEC or the server's code fixes is shown read-only with why. Saving runs every check and keeps the
 * version (with its problems, each beside its field) for another product staff member to approve.
 */
export function StepEditPage({ staff, step, editor, basedOn, errors = [], history, liveVersion }: StepEditPageProps) {
  const stepErrors = errors.filter((error) => error.field === '' || error.field === 'new');
  return (
    <OpsLayout title={`ステップ ${step} の編集`} staff={staff} section={{ href: '/steps', itself: false }}>
      <p>
        <a href="/steps">ステップの一覧へ戻る</a>　公開中：{liveVersion === null ? 'リポジトリのファイル' : `第${liveVersion}版`}
        {'　'}
        <a href={`/steps/${step}/export`}>公開中の版をファイルとして書き出す</a>
      </p>
      {errors.length > 0 ? (
        <ErrorSummary title={`確認で問題が見つかりました（${errors.length}件）`}>
          <ul>
            {errors.map((error) => (
              <li key={`${error.field}-${error.message}`}>
                <a href={`#${anchorOf(editor, error.field)}`}>
                  {error.field && error.field !== 'new' ? `${error.field}：` : ''}
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        </ErrorSummary>
      ) : null}
      <form method="post" action={`/steps/${step}`} noValidate className="step-editor">
        <input type="hidden" name="basedOn" value={String(basedOn)} />
        {stepErrors.length > 0 ? (
          <ul className="error">
            {stepErrors.map((error) => (
              <li key={error.message}>{error.message}</li>
            ))}
          </ul>
        ) : null}
        <p className="field">
          <label htmlFor="step-title">画面の見出し</label>
          <input id="step-title" name="title" defaultValue={editor.title} />
        </p>
        <p className="field">
          <label htmlFor="step-description">
            画面の説明 <span className="optional">任意</span>
          </label>
          <textarea id="step-description" name="description" rows={3} defaultValue={editor.description} />
        </p>
        {editor.fields.map((field) => (
          <FieldEditor key={field.name} field={field} errors={errors} />
        ))}
        {editor.branchFields.length > 0 ? (
          <section aria-labelledby="branch-fields-title">
            <h2 id="branch-fields-title">ほかの回答によって表示する項目</h2>
            <p className="hint">
              ラベル・ヒント・メッセージを変更できます。表示する条件・必須・並び順は、サーバーがこれらの回答を読むため変更できません。
            </p>
            {editor.branchFields.map((field) => (
              <BranchFieldEditor
                key={`${field.key}-${field.name}`}
                field={field}
                errors={errors}
                twin={editor.branchFields.filter((other) => other.name === field.name).length > 1}
              />
            ))}
          </section>
        ) : null}
        <fieldset className="step-field">
          <legend>質問を追加する</legend>
          <p className="hint">
            追加した質問の回答はお申し込みとともに保存され、確認画面と審査の画面に表示されます（登録の処理には使いません）。
          </p>
          <p className="field">
            <label htmlFor="new-kind">質問の種類</label>
            <select id="new-kind" name="new.kind" defaultValue="">
              <option value="">追加しない</option>
              {QUESTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {QUESTION_LABELS[kind]}
                </option>
              ))}
            </select>
          </p>
          <p className="field">
            <label htmlFor="new-name">項目名（q で始まる半角英数字）</label>
            <input id="new-name" name="new.name" className="short" />
          </p>
          <p className="field">
            <label htmlFor="new-title">見出し</label>
            <input id="new-title" name="new.title" />
          </p>
          <p className="field">
            <label htmlFor="new-description">
              ヒント <span className="optional">任意</span>
            </label>
            <input id="new-description" name="new.description" />
          </p>
          <p className="field">
            <label htmlFor="new-maxLength">文字数の上限（記述のとき、1〜200）</label>
            <input id="new-maxLength" name="new.maxLength" inputMode="numeric" className="short" />
          </p>
          <p className="field">
            <label htmlFor="new-options">選択肢（選択のとき、1行に1つ）</label>
            <textarea id="new-options" name="new.options" rows={3} />
          </p>
          <p className="field">
            <label>
              <input type="checkbox" name="new.required" />
              必須にする
            </label>
          </p>
        </fieldset>
        <p className="field">
          <label htmlFor="note">
            変更の理由 <span className="required">必須</span>
          </label>
          <input id="note" name="note" />
        </p>
        <p className="hint">
          保存すると、スキーマ・日本語のメッセージ・検証コード・例の回答・全経路を確認します。確認は保存の後に進み（申し込みのステップは数十秒から数分かかります）、結果は保存した版の画面に表示します。
        </p>
        <p className="buttons">
          <button type="submit" className="primary">
            確認して保存する
          </button>
        </p>
      </form>
      <section aria-labelledby="history-title">
        <h2 id="history-title">版の履歴</h2>
        {history.length === 0 ? (
          <p>まだ保存された版はありません（リポジトリのファイルが第1版です）。</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">版</th>
                <th scope="col">状態</th>
                <th scope="col">保存した人</th>
                <th scope="col">日時</th>
                <th scope="col">理由</th>
              </tr>
            </thead>
            <tbody>
              {history.map((version) => (
                <tr key={version.id}>
                  <th scope="row">
                    <a href={`/steps/versions/${version.id}`}>第{version.id}版</a>
                  </th>
                  <td>{STATE_LABELS[version.state] ?? version.state}</td>
                  <td>{version.author}</td>
                  <td>{tokyoDateTime(version.at)}</td>
                  <td>{version.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {liveVersion !== null ? (
          <form method="post" action={`/steps/${step}/rollback`}>
            <button type="submit">公開中の版をひとつ前に戻す</button>
          </form>
        ) : null}
      </section>
    </OpsLayout>
  );
}
