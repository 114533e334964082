// biome-ignore-all lint/a11y/useSemanticElements: <search> is not yet in every browser this service supports; the form carries role=search
import './bank.css';
import { useEffect, useState, type FormEvent } from 'react';
import { OWN_BANK_CODE } from '../../../../enums/bank';
import type { FlowPageProps } from '../../../flow/pages/flowPageProps';
import { schemaOf } from '../../../flow/pages/schemaOf';
import { StepProgress } from '../../../flow/StepProgress';
import { usePageTitle } from '../../../shell/usePageTitle';
import { searchBanks, type BankSummary } from './bankApi';
import { bankMessage, bankMessages } from './bankMessages';

interface Listing {
  readonly query: string;
  readonly banks: readonly BankSummary[];
  readonly total: number;
  readonly nextOffset: number | null;
}

/**
 * The `bankList` page (SPEC 2.1): the provider's own bank first, then the main banks; any other bank by a search
 * the server answers a page at a time (the Zengin table never comes to the phone). Choosing a bank saves the step.
 */
export default function BankListStep({ view, step, form, save, fail: onFail, back, notice }: FlowPageProps) {
  const schema = schemaOf(form, step.schema).schema ?? {};
  const title = String(schema['title'] ?? '');
  usePageTitle(title);
  const [typed, setTyped] = useState('');
  const [listing, setListing] = useState<Listing | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = view.answers[step.state]?.['bankCode'];

  const load = async (query: string, offset: number) => {
    try {
      const page = await searchBanks(query, offset);
      setListing((before) => ({
        query,
        banks: offset > 0 && before ? [...before.banks, ...page.banks] : page.banks,
        total: page.total,
        nextOffset: page.nextOffset,
      }));
    } catch (failure) {
      onFail(failure);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page of banks is read once
  useEffect(() => {
    void load('', 0);
  }, []);

  const search = (event: FormEvent) => {
    event.preventDefault();
    void load(typed.trim(), 0);
  };

  const choose = async (bankCode: string) => {
    setSaving(bankCode);
    setError(null);
    try {
      const result = await save({ bankCode });
      if (!result.ok) setError(result.errors[0]?.message ?? null);
    } catch (failure) {
      onFail(failure);
    } finally {
      setSaving(null);
    }
  };

  const progress = step.position;
  return (
    <div className="step bank-list-step">
      {back}
      {progress && <StepProgress n={progress.n} m={progress.m} />}
      {notice}
      <h1 tabIndex={-1}>{title}</h1>
      {typeof schema['description'] === 'string' && <p className="step__lead">{schema['description']}</p>}
      <form className="field bank-search" role="search" onSubmit={search}>
        <label className="field__label" htmlFor="bank-query">
          <span className="field__label-text">{bankMessages.searchLabel}</span>
        </label>
        <p className="field__hint" id="bank-query-hint">
          {bankMessages.searchHint}
        </p>
        <div className="bank-search__row">
          <input
            id="bank-query"
            className="input"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            aria-describedby="bank-query-hint"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button button--secondary bank-search__button">
            {bankMessages.searchButton}
          </button>
        </div>
      </form>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {!listing && (
        <p className="step__loading" role="status">
          {bankMessages.loadingBanks}
        </p>
      )}
      {listing && (
        <section aria-labelledby="bank-list-heading">
          <h2 id="bank-list-heading" className="bank-list__heading" aria-live="polite">
            {listing.query ? bankMessage('resultsHeading', { total: String(listing.total) }) : bankMessages.featuredHeading}
          </h2>
          {listing.banks.length === 0 && <p>{bankMessage('noResults', { query: listing.query })}</p>}
          <ul className="bank-list">
            {listing.banks.map((bank) => (
              <li key={bank.code}>
                <button
                  type="button"
                  className="bank-list__item"
                  aria-current={chosen === bank.code ? 'true' : undefined}
                  disabled={saving !== null}
                  onClick={() => void choose(bank.code)}
                >
                  <span className="bank-list__name">{bank.name}</span>
                  {bank.code === OWN_BANK_CODE && <span className="bank-list__note">{bankMessages.ownBank}</span>}
                </button>
              </li>
            ))}
          </ul>
          {listing.nextOffset !== null && (
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => void load(listing.query, listing.nextOffset ?? 0)}
            >
              {bankMessages.more}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
