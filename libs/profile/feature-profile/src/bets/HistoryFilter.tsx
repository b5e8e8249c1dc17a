import { Select } from '@nfx/ui';
import * as styles from '../common/profile.css';

export interface HistoryFilterProps<Value extends string> {
  label: string;
  /** The chosen value; none shows the whole history. */
  value: Value | undefined;
  values: readonly Value[];
  /** The choice that shows the whole history. */
  allLabel: string;
  valueLabel: (value: Value) => string;
  onChange: (value: Value | undefined) => void;
}

/** A history list's one filter: the whole history, or only the entries with one value. */
export function HistoryFilter<Value extends string>({ label, value, values, allLabel, valueLabel, onChange }: HistoryFilterProps<Value>) {
  return (
    <Select
      className={styles.grow}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
    >
      <option value="">{allLabel}</option>
      {values.map((entry) => (
        <option key={entry} value={entry}>
          {valueLabel(entry)}
        </option>
      ))}
    </Select>
  );
}
