import { useI18n } from '../i18n/index.js';

/** Tricks won by declarer, 0–13, as one button each (phone-friendly; used by terminal and console). */
export function TricksPicker({ value, onChange }: { value: number | null; onChange: (tricks: number) => void }) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend>{t('terminal.tricksWon')}</legend>
      <div className="tricks-picker">
        {Array.from({ length: 14 }, (_, i) => i).map((n) => (
          <button
            key={n}
            type="button"
            className="secondary"
            aria-pressed={value === n ? 'true' : 'false'}
            data-tricks={n}
            style={value === n ? { background: 'var(--accent)', color: '#fff' } : undefined}
            onClick={() => onChange(n)}
          >
            {n}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
