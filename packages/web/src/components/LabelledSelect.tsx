/** A labelled drop-down of a few fixed choices (the table's edition of the Laws, the matchpoint scale shown). */

/** One choice: its value and the words shown for it. */
export interface SelectChoice<T extends string> {
  readonly value: T;
  readonly text: string;
}

/** The label and its drop-down; only the choices' values ever reach `onChange`. */
export function LabelledSelect<T extends string>(props: {
  label: string;
  value: T;
  choices: readonly SelectChoice<T>[];
  onChange: (v: T) => void;
  testId: string;
  className?: string;
}) {
  return (
    <label className={props.className ?? 'field'}>
      <span>{props.label}</span>
      <select
        data-testid={props.testId}
        value={props.value}
        onChange={(e) => {
          const c = props.choices.find((x) => x.value === e.target.value);
          if (c) props.onChange(c.value);
        }}
      >
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.text}
          </option>
        ))}
      </select>
    </label>
  );
}
