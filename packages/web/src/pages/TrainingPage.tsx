import { gradeTraining, type TrainingGrade, type TrainingOutcome } from '@stikk/laws';
import { parseSeat, type Seat } from '@stikk/core';
import { useMemo, useState } from 'react';
import { seatName } from '../i18n/cards.js';
import { useI18n, type TKey } from '../i18n/index.js';
import { messageText, optionText } from '../i18n/messages.js';
import { describeEvent, effectText } from '../ruling-text.js';
import { TRAINING_COUNT, trainingQuestion } from '../training.js';

/**
 * TD training: a real board stops where the director is called; the trainee says which law
 * applies, who decides, which options the law offers and which findings the director must make;
 * Stikk checks the answer against the engine's ruling on the same table log and explains it.
 */
export function TrainingPage() {
  const { t, lang } = useI18n();
  const tk = (k: string, o?: Record<string, unknown>) => t(k as TKey, o);
  const [index, setIndex] = useState(0);
  const q = useMemo(() => trainingQuestion(index), [index]);
  const [law, setLaw] = useState('');
  const [chooser, setChooser] = useState('');
  const [options, setOptions] = useState<string[]>([]);
  const [needs, setNeeds] = useState<string[]>([]);
  const [rect, setRect] = useState('');
  const [grade, setGrade] = useState<TrainingGrade | null>(null);
  const [score, setScore] = useState({ right: 0, done: 0 });
  const go = (i: number) => {
    setIndex((i + TRAINING_COUNT) % TRAINING_COUNT);
    setLaw('');
    setChooser('');
    setOptions([]);
    setNeeds([]);
    setRect('');
    setGrade(null);
  };
  const who = (c: string) => {
    const s = parseSeat(c);
    return s ? seatName(lang, s as Seat) : t('ruling.director');
  };
  const toggle = (list: string[], set: (x: string[]) => void, x: string) =>
    set(list.includes(x) ? list.filter((y) => y !== x) : [...list, x]);
  const mark = (ok: boolean) => (
    <span className={`status ${ok ? 'ok' : 'closed'}`} data-ok={ok ? 'yes' : 'no'}>
      {ok ? t('training.right') : t('training.wrong')}
    </span>
  );
  const seatText = (x: string | null | undefined) => {
    const p = x ? parseSeat(x) : undefined;
    return p ? seatName(lang, p) : '';
  };
  // An outcome in words: what the act becomes, the effects, and what waits next.
  const outcome = (o: TrainingOutcome) => {
    const parts = [
      `${tk(`status.${o.status}`)}${o.statusLaw ? ` (${t('ruling.lawCited', { law: o.statusLaw })})` : ''}`,
      ...o.effects.map((e) => `${effectText(e, seatText, tk, lang)} (${t('ruling.lawCited', { law: e.law })})`),
    ];
    if (!o.effects.length) parts.push(t('training.noEffect'));
    if (o.next) parts.push(t('training.then', { law: t('ruling.lawCited', { law: o.next }) }));
    return parts.join(' · ');
  };
  const decisionText = (d: Readonly<Record<string, boolean | string>>) =>
    Object.entries(d)
      .map(([k, v]) =>
        k === 'option'
          ? optionText(lang, tk as (k: string) => string, String(v), q.key.law)
          : `${tk(`finding.${k}`)}: ${v === true ? t('common.yes') : t('common.no')}`,
      )
      .join('; ');
  const s = q.scenario;
  const log = s.log as Record<string, unknown>;
  return (
    <>
      <h1>{t('training.title')}</h1>
      <p className="muted">{t('training.intro')}</p>
      <section className="panel" data-testid="training-scenario" data-id={s.id}>
        <h2>
          {t('training.scenario', { n: index + 1, count: TRAINING_COUNT })} ·{' '}
          {t(s.area === 'play' ? 'training.area.play' : 'training.area.auction')} ·{' '}
          {t('training.edition', { edition: s.edition })}
        </h2>
        {typeof log.board === 'number' && <p>{t('common.boardN', { n: log.board })}</p>}
        <ol data-testid="training-events">
          {s.log.events.map((e, i) => (
            <li key={i}>{describeEvent(e, lang, t, { events: s.log.events })}</li>
          ))}
        </ol>
        <p>{t('training.called')}</p>
      </section>
      <section className="panel">
        <fieldset data-testid="training-law">
          <legend>{t('training.qLaw')}</legend>
          {q.laws.map((l) => (
            <label key={l} className="choice">
              <input type="radio" name="law" value={l} checked={law === l} onChange={() => setLaw(l)} />{' '}
              {t('common.lawN', { law: l })} — {tk(`law.${l}.title`)}
            </label>
          ))}
        </fieldset>
        <fieldset data-testid="training-chooser">
          <legend>{t('training.qChooser')}</legend>
          {q.choosers.map((c) => (
            <label key={c} className="choice">
              <input type="radio" name="chooser" value={c} checked={chooser === c} onChange={() => setChooser(c)} />{' '}
              {who(c)}
            </label>
          ))}
        </fieldset>
        <fieldset data-testid="training-options">
          <legend>{t('training.qOptions')}</legend>
          {q.options.length === 0 && <p className="muted">{t('training.noneToTick')}</p>}
          {q.options.map((o) => (
            <label key={o} className="choice">
              <input
                type="checkbox"
                value={o}
                checked={options.includes(o)}
                onChange={() => toggle(options, setOptions, o)}
              />{' '}
              {optionText(lang, tk as (k: string) => string, o, q.key.law)}
            </label>
          ))}
        </fieldset>
        <fieldset data-testid="training-needs">
          <legend>{t('training.qNeeds')}</legend>
          {q.needs.length === 0 && <p className="muted">{t('training.noneToTick')}</p>}
          {q.needs.map((n) => (
            <label key={n} className="choice">
              <input
                type="checkbox"
                value={n}
                checked={needs.includes(n)}
                onChange={() => toggle(needs, setNeeds, n)}
              />{' '}
              {tk(`finding.${n}`)}
            </label>
          ))}
        </fieldset>
        {q.rectification && (
          <fieldset data-testid="training-rectification">
            <legend>{t('training.qRectification', { decision: decisionText(q.rectification.decision) })}</legend>
            {q.rectification.choices.map((o, i) => (
              <label key={o.id} className="choice" data-outcome={i}>
                <input type="radio" name="rect" checked={rect === o.id} onChange={() => setRect(o.id)} /> {outcome(o)}
              </label>
            ))}
          </fieldset>
        )}
        <div className="actions">
          <button
            type="button"
            data-testid="training-check"
            disabled={grade !== null || !law || !chooser || (q.rectification !== null && !rect)}
            onClick={() => {
              const g = gradeTraining(
                q.key,
                { lawNumber: law, chooser, options, needs, rectification: rect },
                q.rectification,
              );
              setGrade(g);
              setScore({ right: score.right + (g.correct ? 1 : 0), done: score.done + 1 });
            }}
          >
            {t('training.check')}
          </button>
          <button type="button" className="secondary" onClick={() => go(index - 1)}>
            {t('training.previous')}
          </button>
          <button type="button" className="secondary" data-testid="training-next" onClick={() => go(index + 1)}>
            {t('training.next')}
          </button>
          {score.done > 0 && <span data-testid="training-score">{t('training.score', score)}</span>}
        </div>
      </section>
      {grade && (
        <section className="panel" aria-live="polite" data-testid="training-result" data-correct={grade.correct}>
          <h2>{t('training.answer')}</h2>
          <p>
            {mark(grade.law)} {t('ruling.lawCited', { law: q.key.law })} — {tk(`law.${q.key.lawNumber}.title`)}
          </p>
          <p>
            {mark(grade.chooser)} {t('training.qChooser')} {who(q.key.chooser)}
          </p>
          <p>
            {mark(grade.options)} {t('training.qOptions')}{' '}
            {q.key.options.length
              ? q.key.options.map((o) => optionText(lang, tk as (k: string) => string, o, q.key.law)).join(' · ')
              : t('training.none')}
          </p>
          <p>
            {mark(grade.needs)} {t('training.qNeeds')}{' '}
            {q.key.needs.length ? q.key.needs.map((n) => tk(`finding.${n}`)).join(' · ') : t('training.none')}
          </p>
          {q.rectification && grade.rectification !== null && (
            <p data-testid="training-rectification-answer">
              {mark(grade.rectification)}{' '}
              {t('training.qRectification', { decision: decisionText(q.rectification.decision) })}{' '}
              {outcome(q.rectification.choices.find((o) => o.id === q.rectification!.answer)!)}
            </p>
          )}
          {q.key.message && <p data-testid="training-message">{messageText(lang, tk, q.key.message)}</p>}
          <p className="muted" data-testid="training-law-text">
            {tk(`law.${q.key.lawNumber}.text`)}
          </p>
        </section>
      )}
    </>
  );
}
