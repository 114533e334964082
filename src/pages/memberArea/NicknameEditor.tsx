import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/apiAnswer';
import { nicknameProblem, NICKNAME_MAX } from '../../../validators/nickname';
import { nicknameMessages as text } from './messages';
import { useArea } from './useArea';

interface NicknameEditorProps {
  readonly nickname: string;
  readonly onSaved: (nickname: string) => void;
}

/**
 * The selected card's nickname (SPEC 7.2 POST /external/v1/user/nickname), changed in place on the member top.
 * The rule is checked here and again on the server (validators/nickname.ts); the server's message wins.
 */
export function NicknameEditor({ nickname, onSaved }: NicknameEditorProps) {
  const area = useArea();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(nickname);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nicknameProblem(value);
    setError(problem);
    if (problem) return input.current?.focus();
    setState('saving');
    area.calls.setNickname(value).then(
      (answer) => {
        setState('saved');
        setEditing(false);
        onSaved(answer.nickname);
        requestAnimationFrame(() => opener.current?.focus());
      },
      (failure: unknown) => {
        const message =
          failure instanceof ApiError ? failure.resultInfo?.errors?.find((item) => item.field === 'nickname')?.message : undefined;
        if (message) {
          setError(message);
          setState('idle');
          input.current?.focus();
        } else setState('failed');
      },
    );
  };

  if (!editing) {
    return (
      <div className="nickname">
        <button
          ref={opener}
          type="button"
          className="button button--secondary nickname__open"
          onClick={() => {
            setValue(nickname);
            setError(null);
            setState('idle');
            setEditing(true);
            requestAnimationFrame(() => input.current?.focus());
          }}
        >
          {text.edit}
        </button>
        <p role="status" className="member-top__status">
          {state === 'saved' ? text.saved : ''}
        </p>
      </div>
    );
  }
  return (
    <form className="nickname" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="nickname__label">
        {text.label}
      </label>
      <p id={hintId} className="nickname__hint">
        {text.hint}
      </p>
      {error ? (
        <p id={errorId} className="nickname__error" role="alert">
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        id={inputId}
        className="nickname__input"
        value={value}
        maxLength={NICKNAME_MAX * 2}
        autoComplete="off"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="nickname__actions">
        <button type="submit" className="button button--primary" disabled={state === 'saving'}>
          {text.save}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setEditing(false)}>
          {text.cancel}
        </button>
      </div>
      {state === 'failed' ? (
        <p role="alert" className="notice notice--error">
          {text.failed}
        </p>
      ) : null}
    </form>
  );
}
