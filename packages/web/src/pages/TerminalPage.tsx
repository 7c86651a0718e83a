import type {
  TerminalBoard,
  TerminalJoinResponse,
  TerminalRound,
  Traveller,
  Ranking,
  VulnerabilityCode,
  PairPlayerEntry,
  RoundClock,
} from '@stikk/server/api';
import {
  isVulnerable,
  makeCard,
  parseSeat,
  printCard,
  printContract,
  scoreContract,
  sideOf,
  type Seat,
} from '@stikk/core';
import { type ReactNode, useEffect, useState } from 'react';
import { api } from '../api/api.js';
import { setBearer, type HttpError } from '../api/http.js';
import { ContractPicker, choiceContract, type ContractChoice } from '../components/ContractPicker.js';
import { TricksPicker } from '../components/TricksPicker.js';
import { LeadPicker } from '../components/LeadPicker.js';
import { RankingTable, pairLabel } from '../components/RankingTable.js';
import { TravellerTable, leadText, resultText } from '../components/TravellerTable.js';
import { toContract } from '../model.js';
import { entryChoice } from '../result-choice.js';
import { seatLabel, seatName } from '../i18n/cards.js';
import { formatNumber, useI18n } from '../i18n/index.js';
import { ErrorMessage, Note, formatClock, useClockLeft } from '../ui.js';
import { href } from '../router.js';

/**
 * The table phone's place (its token, session and table) is kept in localStorage, as a Bridgemate stays at its
 * table: closing the tab or the browser does not make the players join again with the code. It is forgotten on
 * "Change table" (which ends the token on the server too) and once the server no longer takes its token (the
 * session's correction period has ended, the token expired or was replaced by a new table code).
 */
const KEY = 'stikk.terminal';

function saved(): TerminalJoinResponse | null {
  try {
    const s = localStorage.getItem(KEY);
    const j = s ? (JSON.parse(s) as TerminalJoinResponse) : null;
    return j && typeof j.token === 'string' && typeof j.sessionId === 'number' ? j : null;
  } catch {
    return null;
  }
}

function remember(j: TerminalJoinResponse): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(j));
  } catch {
    // Storage refused (private mode, full): this tab still holds the place.
  }
}

function forget(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** The server's refusals of a terminal token that no longer works: the kept place is forgotten. */
const TOKEN_GONE = new Set([
  'no-terminal-token',
  'bad-terminal-token',
  'terminal-token-expired',
  'terminal-round-over',
  'correction-period-closed',
]);

/** The phone on the table (the Bridgemate role): join with the table code, then score each board. */
export function TerminalPage() {
  const [joined, setJoined] = useState<TerminalJoinResponse | null>(() => saved());
  // Set during render, not in an effect: the round view's first request runs in a child effect,
  // which React runs before this component's own effects (after a reload it went out without a token).
  setBearer(joined?.token ?? null);
  if (!joined)
    return (
      <JoinForm
        onJoined={(j) => {
          remember(j);
          setBearer(j.token);
          setJoined(j);
        }}
      />
    );
  return (
    <TerminalRoundView
      joined={joined}
      onLeave={() => {
        // The token ends on the server too (still sent with this request: the bearer changes on the next render).
        void api.terminalLeave();
        forget();
        setJoined(null);
      }}
    />
  );
}

function JoinForm(props: { onJoined: (j: TerminalJoinResponse) => void }) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [error, setError] = useState<HttpError | string | null>(null);
  return (
    <form
      className="panel"
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await api.terminalJoin({ code: code.trim() });
        if (r.ok) props.onJoined(r.value);
        else if (r.error.status === 404 || r.error.status === 401) setError(t('terminal.badCode'));
        // A code no table can have (a letter outside the codes' alphabet, a wrong length): said here, not in English.
        else if (r.error.code === 'invalid-field' && r.error.field === 'code') setError(t('terminal.codeShape'));
        else setError(r.error);
      }}
    >
      <h1>{t('terminal.join')}</h1>
      <label className="field">
        <span>{t('terminal.code')}</span>
        <input
          name="code"
          className="big-code"
          required
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <ErrorMessage error={error} />
      <button type="submit" data-testid="join">
        {t('terminal.joinButton')}
      </button>
    </form>
  );
}

type Step =
  | { kind: 'list' }
  | { kind: 'enter'; board: TerminalBoard }
  | { kind: 'confirm'; board: TerminalBoard }
  | { kind: 'traveller'; board: number; traveller: Traveller | null };

function TerminalRoundView(props: { joined: TerminalJoinResponse; onLeave: () => void }) {
  const { t } = useI18n();
  const [round, setRound] = useState<TerminalRound | null>(null);
  const [error, setError] = useState<HttpError | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [called, setCalled] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const load = async (n?: number) => {
    const r = await api.terminalRound(n);
    if (r.ok) {
      setRound(r.value);
      setError(null);
    } else {
      // The session has ended (or the token is no longer valid): the phone no longer belongs to its table.
      if (TOKEN_GONE.has(r.error.code)) forget();
      setError(r.error);
    }
  };
  useEffect(() => {
    void load();
  }, [props.joined.token]);
  if (!round)
    return error ? (
      <>
        <ErrorMessage error={error} />
        <button type="button" onClick={props.onLeave}>
          {t('common.back')}
        </button>
      </>
    ) : (
      <p>{t('common.loading')}</p>
    );
  const header = (
    <div className="panel">
      <h1 data-testid="round-header">
        {t('terminal.roundHeader', {
          table: round.tableLabel ?? round.table,
          round: round.round,
          rounds: round.rounds,
        })}
      </h1>
      {round.arrowSwitch && (
        <Note>
          <span data-testid="arrow-switch">{t('terminal.arrowSwitch')}</span>
        </Note>
      )}
      <TerminalClock clock={round.clock ?? null} />
      {round.match && (
        <p data-testid="terminal-match">
          {t('event.terminalMatch', {
            match: round.match.match,
            room: t(`event.room.${round.match.room}`),
            home: teamLabel(t, round, round.match.home),
            away: teamLabel(t, round, round.match.away),
          })}
        </p>
      )}
      {round.match?.players && (
        <p data-testid="terminal-players">
          {round.match.players.ns && `${t('common.ns')}: ${round.match.players.ns.join(' – ')}`}
          {round.match.players.ns && round.match.players.ew ? ' · ' : ''}
          {round.match.players.ew && `${t('common.ew')}: ${round.match.players.ew.join(' – ')}`}
        </p>
      )}
      {round.ns && round.ew ? (
        <>
          <p>
            {t('terminal.opponents', {
              nsPair: round.ns.label ?? round.ns.number,
              ewPair: round.ew.label ?? round.ew.number,
            })}
          </p>
          {/* The names, when either pair has them (without, the line repeated the numbers just above). */}
          {(round.ns.names || round.ew.names) && (
            <p className="muted" data-testid="terminal-names">
              {pairLabel(t, round.ns.label ?? round.ns.number, round.ns.names)} —{' '}
              {pairLabel(t, round.ew.label ?? round.ew.number, round.ew.names)}
            </p>
          )}
          <PlayersAtTable onSaved={() => void load()} />
        </>
      ) : (
        <p data-testid="sit-out-round">{t('terminal.sitOutRound', { pair: (round.ns ?? round.ew)?.number ?? '' })}</p>
      )}
    </div>
  );
  // Leaving drops this phone's place at the table (its code is needed to come back): asked first, as a tap may slip.
  const callDirector = (
    <div className="actions">
      {leaving ? (
        <div className="msg info" data-testid="change-table-confirm">
          <p>{t('terminal.changeTableConfirm', { table: round.tableLabel ?? round.table })}</p>
          <div className="actions">
            <button type="button" className="secondary" data-testid="change-table-yes" onClick={props.onLeave}>
              {t('terminal.changeTableYes')}
            </button>
            <button type="button" data-testid="change-table-no" onClick={() => setLeaving(false)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="secondary" data-testid="change-table" onClick={() => setLeaving(true)}>
          {t('terminal.changeTable')}
        </button>
      )}
      <button
        type="button"
        className="danger"
        data-testid="call-director"
        onClick={async () => {
          const r = await api.terminalDirector({ reason: '' });
          if (r.ok) setCalled(true);
          else setError(r.error);
        }}
      >
        {t('common.callDirector')}
      </button>
      {called && <Note kind="ok">{t('common.directorCalled')}</Note>}
    </div>
  );
  const replaceBoard = (b: TerminalBoard) =>
    setRound({ ...round, boards: round.boards.map((x) => (x.board === b.board ? b : x)) });
  let body: ReactNode;
  switch (step.kind) {
    case 'enter':
      body = (
        <EntryForm
          round={round}
          board={step.board}
          onCancel={() => setStep({ kind: 'list' })}
          onSaved={(b) => {
            replaceBoard(b);
            setStep({ kind: 'confirm', board: b });
          }}
        />
      );
      break;
    case 'confirm':
      body = (
        <ConfirmForm
          round={round}
          board={step.board}
          onBack={() => setStep({ kind: 'enter', board: step.board })}
          onConfirmed={(b) => {
            replaceBoard(b);
            setStep({ kind: 'traveller', board: b.board, traveller: b.traveller ?? null });
          }}
        />
      );
      break;
    case 'traveller':
      // After a correction the director opened, back to the round being played.
      body = (
        <AfterBoard
          round={round}
          board={step.board}
          traveller={step.traveller}
          onNext={() => {
            const corrected = round.corrections.some((c) => c.round === round.round && c.board === step.board);
            setStep({ kind: 'list' });
            if (corrected) void load();
          }}
        />
      );
      break;
    default:
      body = (
        <BoardList
          round={round}
          sessionId={props.joined.sessionId}
          onEnter={(b) => setStep({ kind: 'enter', board: b })}
          onConfirm={(b) => setStep({ kind: 'confirm', board: b })}
          onNextRound={() => void load()}
          onRound={(n) => void load(n)}
        />
      );
  }
  return (
    <>
      {header}
      <ErrorMessage error={error} />
      {body}
      {callDirector}
    </>
  );
}

function BoardList(props: {
  round: TerminalRound;
  sessionId: number;
  onEnter: (b: TerminalBoard) => void;
  onConfirm: (b: TerminalBoard) => void;
  onNextRound: () => void;
  onRound: (n: number) => void;
}) {
  const { t, lang } = useI18n();
  const r = props.round;
  const allDone = r.boards.every((b) => b.status === 'confirmed' && !b.reopened);
  return (
    <section className="panel">
      {r.corrections.length > 0 && (
        <div className="msg info" data-testid="corrections">
          <p>{t('terminal.corrections')}</p>
          <div className="actions">
            {r.corrections.map((c) => (
              <button
                type="button"
                key={`${c.round}/${c.board}`}
                className="secondary"
                data-testid={`correct-${c.board}`}
                onClick={() => props.onRound(c.round)}
              >
                {t(c.late ? 'terminal.latePlayBoard' : 'terminal.correctBoard', { board: c.board, round: c.round })}
              </button>
            ))}
          </div>
        </div>
      )}
      <h2>{t('terminal.boardsToPlay')}</h2>
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {r.boards.map((b) => (
          <li
            key={b.board}
            style={{ display: 'flex', gap: '.5rem', alignItems: 'center', marginBottom: '.4rem', flexWrap: 'wrap' }}
            data-board={b.board}
            data-status={b.status}
          >
            <strong>{t('common.boardN', { n: b.board })}</strong>
            <span className="muted">
              {t(`common.vul.${b.vulnerable}`)}, {t('common.dealer').toLowerCase()} {seatLabel(lang, b.dealer)}
            </span>
            {b.result && <span>{resultText(lang, b.result, null)}</span>}
            {b.status === 'confirmed' && !b.reopened ? (
              <span className="status open">{t('terminal.entered')}</span>
            ) : (
              <>
                {/* Entered but not yet confirmed (the phone was reloaded or passed on): East–West confirm it now. */}
                {b.status === 'entered' && b.result && (
                  <>
                    <span className="status warn" data-testid={`awaiting-${b.board}`}>
                      {t('terminal.awaitingConfirm')}
                    </span>
                    <button type="button" data-testid={`confirm-${b.board}`} onClick={() => props.onConfirm(b)}>
                      {t('terminal.confirmButton')}
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className={b.status === 'entered' && b.result ? 'secondary' : undefined}
                  data-testid={`enter-${b.board}`}
                  onClick={() => props.onEnter(b)}
                >
                  {t('terminal.enter')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {allDone && (
        <>
          {r.boards.length > 0 && <Note kind="ok">{t('terminal.roundDone')}</Note>}
          {r.next ? (
            <>
              <p data-testid="guide-next">
                {(
                  [
                    [r.ns, r.next.ns],
                    [r.ew, r.next.ew],
                  ] as const
                )
                  .filter(([p, n]) => p && n)
                  .map(([p, n]) => (
                    <span
                      key={p!.number}
                      data-testid={n!.sitOut ? 'next-sit-out' : undefined}
                      style={{ display: 'block' }}
                    >
                      {t('common.pairN', { n: p!.label ?? p!.number })} →{' '}
                      {n!.sitOut
                        ? t('terminal.nextSitOut', { table: n!.tableLabel ?? n!.table })
                        : `${t('common.tableN', { n: n!.tableLabel ?? n!.table })} ${n!.direction === 'NS' ? t('common.ns') : t('common.ew')}`}
                      {n!.arrowSwitch ? ` (${t('session.guide.arrowSwitch')})` : ''}
                    </span>
                  ))}
              </p>
              <button type="button" data-testid="next-round" onClick={props.onNextRound}>
                {t('terminal.nextRound')}
              </button>
            </>
          ) : (
            <>
              <Note kind="ok">{t('terminal.sessionDone')}</Note>
              <a className="button" href={href(`/results/${props.sessionId}`)}>
                {t('results.title')}
              </a>
            </>
          )}
        </>
      )}
    </section>
  );
}

function vulnerableFor(v: VulnerabilityCode, seat: Seat): boolean {
  return isVulnerable(v, seat);
}

function EntryForm(props: {
  round: TerminalRound;
  board: TerminalBoard;
  onSaved: (b: TerminalBoard) => void;
  onCancel: () => void;
}) {
  const { t, lang } = useI18n();
  const b = props.board;
  // "Not correct" comes back here with the entered result filled in, to be changed, not retyped.
  const before = entryChoice(b.result);
  const [choice, setChoice] = useState<ContractChoice>(before.choice);
  const [lead, setLead] = useState<{ suit: number | null; rank: number | null }>(before.lead);
  const [tricks, setTricks] = useState<number | null>(before.tricks);
  const [error, setError] = useState<HttpError | null>(null);
  const chosen = choiceContract(choice);
  const passed = chosen?.contract.passedOut === true;
  const complete = chosen !== null && (passed || (lead.suit !== null && lead.rank !== null && tricks !== null));
  const score =
    chosen && complete && !chosen.contract.passedOut && chosen.declarer
      ? scoreContract(chosen.contract, vulnerableFor(b.vulnerable, chosen.declarer), tricks!) *
        (sideOf(chosen.declarer) === 'NS' ? 1 : -1)
      : 0;
  const save = async () => {
    if (!chosen || !complete) return;
    const r = await api.terminalResult({
      round: props.round.round,
      board: b.board,
      contract: printContract(chosen.contract),
      declarer: chosen.declarer,
      lead: passed ? null : printCard(makeCard(lead.suit!, lead.rank!)),
      tricks: passed ? 0 : tricks!,
    });
    if (r.ok) props.onSaved(r.value);
    else setError(r.error);
  };
  return (
    <section className="panel" data-testid="entry">
      <h2>
        {t('common.boardN', { n: b.board })} — {t('terminal.enter')}
      </h2>
      <ContractPicker value={choice} onChange={setChoice} />
      {!passed && (
        <>
          <LeadPicker suit={lead.suit} rank={lead.rank} onChange={(suit, rank) => setLead({ suit, rank })} />
          <TricksPicker value={tricks} onChange={setTricks} />
        </>
      )}
      {complete && chosen && (
        <p className="msg info" data-testid="entry-summary">
          {resultText(
            lang,
            { contract: printContract(chosen.contract), declarer: chosen.declarer, lead: null, tricks: tricks ?? 0 },
            null,
          )}
          {' · '}
          {t('common.scoreNS')} {formatNumber(lang, score)}
        </p>
      )}
      <ErrorMessage error={error} />
      <div className="actions">
        <button type="button" disabled={!complete} onClick={save} data-testid="save-result">
          {t('common.save')}
        </button>
        <button type="button" className="secondary" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </section>
  );
}

function ConfirmForm(props: {
  round: TerminalRound;
  board: TerminalBoard;
  onConfirmed: (b: TerminalBoard) => void;
  onBack: () => void;
}) {
  const { t, lang } = useI18n();
  const [error, setError] = useState<HttpError | null>(null);
  const b = props.board;
  // The confirming pair sees the score the result gives (Law 77), not only the contract.
  const c = b.result ? toContract(b.result.contract) : null;
  const decl = b.result?.declarer ? (parseSeat(b.result.declarer) ?? null) : null;
  const nsScore =
    c && b.result
      ? c.passedOut
        ? 0
        : decl
          ? scoreContract(c, vulnerableFor(b.vulnerable, decl), b.result.tricks) * (sideOf(decl) === 'NS' ? 1 : -1)
          : null
      : null;
  return (
    <section className="panel" data-testid="confirm">
      <h2>{t('terminal.confirmTitle')}</h2>
      <p>{t('terminal.confirmText')}</p>
      <p className="big-code">
        {t('common.boardN', { n: b.board })}: {resultText(lang, b.result, null)}
      </p>
      {b.result?.lead && (
        <p data-testid="confirm-lead">
          {t('common.lead')}: {leadText(lang, b.result.lead)}
        </p>
      )}
      {nsScore !== null && (
        <p data-testid="confirm-score">
          <strong>
            {t('common.scoreNS')} {formatNumber(lang, nsScore)} · {t('common.scoreEW')} {formatNumber(lang, -nsScore)}
          </strong>
        </p>
      )}
      <ErrorMessage error={error} />
      <div className="actions">
        <button
          type="button"
          data-testid="confirm-result"
          onClick={async () => {
            const r = await api.terminalConfirm({ round: props.round.round, board: b.board });
            if (r.ok) props.onConfirmed(r.value);
            else setError(r.error);
          }}
        >
          {t('terminal.confirmButton')}
        </button>
        <button type="button" className="secondary" onClick={props.onBack}>
          {t('terminal.disputeButton')}
        </button>
      </div>
    </section>
  );
}

function AfterBoard(props: { round: TerminalRound; board: number; traveller: Traveller | null; onNext: () => void }) {
  const { t } = useI18n();
  // The confirmation's reply carries the traveller (as a Bridgemate shows it); fetch it otherwise.
  const [traveller, setTraveller] = useState<Traveller | null>(props.traveller);
  const [ranking, setRanking] = useState<Ranking | null>(null);
  const [error, setError] = useState<HttpError | null>(null);
  const [rankingError, setRankingError] = useState<HttpError | null>(null);
  useEffect(() => {
    if (!props.traveller)
      void api.terminalTraveller(props.board).then((r) => (r.ok ? setTraveller(r.value) : setError(r.error)));
    // A teams event ranks its teams in the standings (the pair ranking is the director's while it runs).
    if (!props.round.match)
      void api.terminalRanking().then((r) => (r.ok ? setRanking(r.value) : setRankingError(r.error)));
  }, [props.board]);
  // Before publication the running score is the director's alone: said under its heading, not as a failure.
  const withheld = rankingError?.code === 'ranking-not-published';
  const ns = props.round.ns?.number ?? 0,
    ew = props.round.ew?.number ?? 0;
  const pairs = [ns, ew];
  return (
    <section className="panel" data-testid="after-board">
      <Note kind="ok">{t('terminal.saved')}</Note>
      <h2>{t('terminal.traveller', { board: props.board })}</h2>
      <ErrorMessage error={error} />
      {traveller && <TravellerTable traveller={traveller} highlight={{ ns, ew }} />}
      {!props.round.match && <h2>{t('terminal.runningScore')}</h2>}
      {withheld ? (
        <p className="muted" data-testid="ranking-withheld">
          {t('results.rankingNotYet')}
        </p>
      ) : (
        <ErrorMessage error={rankingError} />
      )}
      {ranking && <RankingTable ranking={{ ...ranking, lines: ranking.lines }} highlight={pairs} />}
      <div className="actions">
        <button type="button" data-testid="continue" onClick={props.onNext}>
          {t('common.next')}
        </button>
      </div>
    </section>
  );
}

/** A member number (digits) or a visitor's name, as typed at the table. */
const typedPlayer = (x: string): PairPlayerEntry =>
  /^\d+$/.test(x.trim()) ? { memberNo: x.trim() } : { name: x.trim() };

/** The players at the table give their member numbers (or names), as with a Bridgemate. */
function PlayersAtTable(props: { onSaved: () => void }) {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({ NS: ['', ''], EW: ['', ''] } as Record<'NS' | 'EW', [string, string]>);
  const [error, setError] = useState<HttpError | null>(null);
  if (!open)
    return (
      <button type="button" className="secondary" data-testid="players-open" onClick={() => setOpen(true)}>
        {t('terminal.players')}
      </button>
    );
  const save = async () => {
    setError(null);
    for (const side of ['NS', 'EW'] as const) {
      const [a, b] = v[side];
      if (!a.trim() || !b.trim()) continue;
      const r = await api.terminalPlayers({ side, players: [typedPlayer(a), typedPlayer(b)] });
      if (!r.ok) {
        setError(r.error);
        return;
      }
    }
    setOpen(false);
    props.onSaved();
  };
  return (
    <div className="panel" data-testid="players-form">
      <p className="muted">{t('terminal.playersHelp')}</p>
      {(['NS', 'EW'] as const).map((side) => (
        <div key={side} className="field">
          <span>{side === 'NS' ? t('common.ns') : t('common.ew')}</span>
          <div className="actions">
            {([0, 1] as const).map((k) => (
              <input
                key={k}
                name={`${side}-${k + 1}`}
                inputMode="text"
                aria-label={`${side === 'NS' ? t('common.ns') : t('common.ew')} ${k + 1}`}
                // Which player types here: North and South, East and West.
                placeholder={seatName(lang, side === 'NS' ? (k === 0 ? 'N' : 'S') : k === 0 ? 'E' : 'W')}
                value={v[side][k]}
                onChange={(e) =>
                  setV({ ...v, [side]: k === 0 ? [e.target.value, v[side][1]] : [v[side][0], e.target.value] })
                }
              />
            ))}
          </div>
        </div>
      ))}
      <ErrorMessage error={error} />
      <div className="actions">
        <button type="button" data-testid="players-save" onClick={() => void save()}>
          {t('common.save')}
        </button>
        <button type="button" className="secondary" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}

/** The director's round clock on the table's phone. */
function TerminalClock(props: { clock: RoundClock | null }) {
  const { t } = useI18n();
  const left = useClockLeft(props.clock);
  if (!props.clock || left === null) return null;
  return (
    <p className="msg info" data-testid="terminal-clock">
      {t('common.roundN', { n: props.clock.round })}: {formatClock(left)}
      {props.clock.endsAt === null ? ` (${t('clock.paused')})` : left === 0 ? ` — ${t('clock.over')}` : ''}
    </p>
  );
}

/** Teams events: a team's name from the pair of it at this table (team t has pairs 2t−1 and 2t). */
function teamLabel(t: ReturnType<typeof useI18n>['t'], round: TerminalRound, team: number): string {
  const pair = [round.ns, round.ew].find((p) => p !== null && Math.ceil(p.number / 2) === team);
  return pair?.names || t('event.teamN', { n: team });
}
