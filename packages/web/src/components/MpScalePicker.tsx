/**
 * The choice of matchpoint scale where results are shown (mp-scale.ts): 2/1/0 or 1/½/0 per comparison.
 */
import { useI18n } from '../i18n/index.js';
import type { MpScale } from '../mp-scale.js';
import { LabelledSelect } from './LabelledSelect.js';

/** The choice of scale, beside a ranking or above the travellers. */
export function MpScalePicker(props: { value: MpScale; onChange: (s: MpScale) => void }) {
  const { t } = useI18n();
  return (
    <LabelledSelect
      className="field no-print"
      label={t('results.mpScaleChoice')}
      value={props.value}
      choices={[
        { value: '2/1/0', text: t('results.mpScaleChoice210') },
        { value: '1/0.5/0', text: t('results.mpScaleChoice1half0') },
      ]}
      onChange={props.onChange}
      testId="mp-scale-choice"
    />
  );
}
