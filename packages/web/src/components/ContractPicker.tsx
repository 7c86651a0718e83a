import { contract as mkContract, SEATS, STRAINS, type Contract, type Risk, type Seat, type Strain } from '@stikk/core';
import { seatName, strainLabel, strainName, VOCABULARY } from '../i18n/cards.js';
import { useI18n } from '../i18n/index.js';

export interface ContractChoice {
  readonly level: number | null;
  readonly strain: Strain | null;
  readonly risk: Risk;
  readonly declarer: Seat | null;
  readonly passedOut: boolean;
}

export const EMPTY_CHOICE: ContractChoice = { level: null, strain: null, risk: '', declarer: null, passedOut: false };

/** The contract the choice names, once complete (a passed-out board needs no declarer). */
export function choiceContract(c: ContractChoice): { contract: Contract; declarer: Seat | null } | null {
  if (c.passedOut) return { contract: { passedOut: true }, declarer: null };
  if (c.level === null || c.strain === null || c.declarer === null) return null;
  return { contract: mkContract(c.level, c.strain, c.risk), declarer: c.declarer };
}

/** A bidding-box-style contract picker for the table terminal: level, strain, X/XX, declarer. */
export function ContractPicker(props: { value: ContractChoice; onChange: (c: ContractChoice) => void }) {
  const { t, lang } = useI18n();
  const v = props.value;
  const set = (patch: Partial<ContractChoice>) => props.onChange({ ...v, passedOut: false, ...patch });
  const pressed = (b: boolean) => (b ? 'true' : 'false');
  return (
    <div className="contract-picker">
      <fieldset>
        <legend>{t('contract.level')}</legend>
        <div className="seg grid7">
          {[1, 2, 3, 4, 5, 6, 7].map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={pressed(v.level === l && !v.passedOut)}
              data-level={l}
              onClick={() => set({ level: l })}
            >
              {l}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('contract.strain')}</legend>
        <div className="seg">
          {STRAINS.map((s) => (
            <button
              key={s}
              type="button"
              className={`strain-${s}`}
              aria-pressed={pressed(v.strain === s && !v.passedOut)}
              aria-label={strainName(lang, s)}
              data-strain={s}
              onClick={() => set({ strain: s })}
            >
              {strainLabel(lang, s)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('contract.risk')}</legend>
        <div className="seg">
          <button
            type="button"
            aria-pressed={pressed(v.risk === '' && !v.passedOut)}
            data-risk=""
            onClick={() => set({ risk: '' })}
          >
            {t('contract.undoubled')}
          </button>
          <button
            type="button"
            aria-pressed={pressed(v.risk === 'X')}
            aria-label={VOCABULARY[lang].double}
            data-risk="X"
            onClick={() => set({ risk: 'X' })}
          >
            X
          </button>
          <button
            type="button"
            aria-pressed={pressed(v.risk === 'XX')}
            aria-label={VOCABULARY[lang].redouble}
            data-risk="XX"
            onClick={() => set({ risk: 'XX' })}
          >
            XX
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('common.declarer')}</legend>
        <div className="seg">
          {SEATS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={pressed(v.declarer === s && !v.passedOut)}
              data-declarer={s}
              onClick={() => set({ declarer: s })}
            >
              {seatName(lang, s)}
            </button>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        className="passed-out"
        aria-pressed={pressed(v.passedOut)}
        data-testid="passed-out"
        onClick={() => props.onChange({ ...EMPTY_CHOICE, passedOut: true })}
      >
        {t('terminal.passedOut')}
      </button>
    </div>
  );
}
