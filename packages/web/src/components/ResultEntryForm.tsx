import type { ResultEntry } from '@stikk/server/api';
import { makeCard, printCard, printContract } from '@stikk/core';
import { useState } from 'react';
import type { HttpError, HttpResult } from '../api/http.js';
import { useI18n } from '../i18n/index.js';
import { ErrorMessage } from '../ui.js';
import { ContractPicker, EMPTY_CHOICE, choiceContract, type ContractChoice } from './ContractPicker.js';
import { LeadPicker } from './LeadPicker.js';
import { TricksPicker } from './TricksPicker.js';

/** What the director saves: the result as the table's terminal would enter it, and an optional note. */
export type EnteredResult = ResultEntry & { readonly note?: string };

/**
 * The director enters one result (contract, declarer, lead, tricks) as the table's terminal would
 * (Law 79: the director may): a pairs session's late play, a teams match's late board. What is
 * missing is said in the user's language before anything is sent; the server's refusals (a lead
 * the leader does not hold, a room already played, the correction period over) likewise.
 */
export function ResultEntryForm(props: {
  title: string;
  testId: string;
  noteName: string;
  save: (entry: EnteredResult) => Promise<HttpResult<unknown>>;
  /** The server's refusals worded for this place, by code (see `ErrorMessage`). */
  errorTexts?: Readonly<Record<string, string>>;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const [choice, setChoice] = useState<ContractChoice>(EMPTY_CHOICE);
  const [lead, setLead] = useState<{ suit: number | null; rank: number | null }>({ suit: null, rank: null });
  const [tricks, setTricks] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<HttpError | string | null>(null);
  const chosen = choiceContract(choice);
  const passed = chosen?.contract.passedOut === true;
  const save = async () => {
    if (!chosen) return setError(t('entry.needContract'));
    if (!passed && tricks === null) return setError(t('entry.needTricks'));
    if (!passed && (lead.suit === null) !== (lead.rank === null)) return setError(t('entry.needLeadCard'));
    const x = await props.save({
      contract: printContract(chosen.contract),
      declarer: passed ? null : chosen.declarer,
      lead: passed || lead.suit === null || lead.rank === null ? null : printCard(makeCard(lead.suit, lead.rank)),
      tricks: passed ? 0 : tricks!,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    if (x.ok) props.onDone();
    else setError(x.error);
  };
  return (
    <div className="panel" data-testid={props.testId}>
      <h3>
        {t('director.latePlays.enter')} — {props.title}
      </h3>
      <ContractPicker value={choice} onChange={setChoice} />
      {!passed && (
        <>
          <LeadPicker suit={lead.suit} rank={lead.rank} onChange={(suit, rank) => setLead({ suit, rank })} />
          <TricksPicker value={tricks} onChange={setTricks} />
        </>
      )}
      <label className="field">
        <span>{t('director.adjust.reason')}</span>
        <input name={props.noteName} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <ErrorMessage error={error} texts={props.errorTexts} />
      <div className="actions">
        <button type="button" onClick={save} data-testid={`save-${props.testId.replace(/-form$/, '')}`}>
          {t('director.latePlays.save')}
        </button>
        <button type="button" className="secondary" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
