/**
 * The edition of the Laws an online table (or every table of an online session) is played under: 2017, or 2007 for
 * clubs whose texts are still the 2007 laws (Norway's). The server keeps it with the table; its log names it, so the
 * digital director's rulings and citations follow it.
 */
import { useI18n } from '../i18n/index.js';
import { LabelledSelect } from './LabelledSelect.js';

/** An edition of the Laws a table may be played under. */
export type TableEdition = '2017' | '2007';

/** The choice of edition when a table or an online session is opened. */
export function EditionPicker(props: { value: TableEdition; onChange: (e: TableEdition) => void; testId: string }) {
  const { t } = useI18n();
  return (
    <LabelledSelect
      label={t('online.editionLabel')}
      value={props.value}
      choices={[
        { value: '2017', text: t('online.edition2017') },
        { value: '2007', text: t('online.edition2007') },
      ]}
      onChange={props.onChange}
      testId={props.testId}
    />
  );
}

/** The edition a table is played under, shown at the table and in the director's console. */
export function EditionBadge(props: { edition: TableEdition }) {
  const { t } = useI18n();
  return (
    <span className="badge" data-testid="table-edition" data-edition={props.edition}>
      {t('online.editionShown', { edition: props.edition })}
    </span>
  );
}
