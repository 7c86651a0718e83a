/**
 * The round clock of an online table (issue 18): the time left in the round, shown at the table
 * to every seat, and the director's controls to start it or give more time. The end of the round
 * is the server's (a stored event), so every seat counts down to the same moment.
 */
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/index.js';

/** Ticks once a second while mounted: the current time (ms). */
function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

const mmss = (ms: number): string => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The time left in the round at the table, or that it is up. */
export function RoundClock(props: { endsAt: string }) {
  const { t } = useI18n();
  const left = Date.parse(props.endsAt) - useNow();
  return (
    <span className={`badge${left <= 0 ? ' warn' : ''}`} data-testid="round-clock" role="timer">
      {left > 0 ? t('online.roundLeft', { time: mmss(left) }) : t('online.roundOver')}
    </span>
  );
}

/** The director's round clock: start it for a number of minutes, or add five. */
export function RoundClockTools(props: { endsAt: string | null; setMinutes: (minutes: number) => void }) {
  const { t } = useI18n();
  const [minutes, setMinutes] = useState(20);
  return (
    <section className="panel" data-testid="clock-tools">
      <h2>{t('online.clockTitle')}</h2>
      {props.endsAt && <RoundClock endsAt={props.endsAt} />}
      <div className="actions">
        <label className="field">
          <span>{t('online.clockMinutes')}</span>
          <input
            type="number"
            min={1}
            max={180}
            value={minutes}
            data-testid="clock-minutes"
            onChange={(e) => setMinutes(Number(e.target.value))}
          />
        </label>
        <button
          type="button"
          data-testid="clock-start"
          disabled={!Number.isInteger(minutes) || minutes < 1 || minutes > 180}
          onClick={() => props.setMinutes(minutes)}
        >
          {t('online.clockStart')}
        </button>
        {props.endsAt && (
          <button
            type="button"
            className="secondary"
            data-testid="clock-extend"
            onClick={() =>
              // The end as it is now (not as of the last tick), to the nearest minute, and five more.
              props.setMinutes(
                Math.min(180, Math.round(Math.max(0, Date.parse(props.endsAt!) - Date.now()) / 60_000) + 5),
              )
            }
          >
            {t('online.clockExtend')}
          </button>
        )}
      </div>
    </section>
  );
}
