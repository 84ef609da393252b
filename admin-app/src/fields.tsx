import { adminLimits } from 'shared-data/admin';
import { controlStyles, labelStyles } from './styles';

type ChangeHandler = (event: { target: { value: string } }) => void;

/** Props of ChoiceField. */
interface ChoiceFieldProps {
  label: string;
  value: string | undefined;
  onChange: ChangeHandler;
  /** Pairs of value and shown name. */
  options: readonly (readonly [string, string])[];
  /** The name of the empty choice, listed first. */
  emptyLabel: string;
}

/** A labelled select of the inbox's forms, its empty choice first. */
export function ChoiceField({ label, value, onChange, options, emptyLabel }: ChoiceFieldProps) {
  return (
    <label css={labelStyles}>
      {label}
      <select css={controlStyles} value={value ?? ''} onChange={onChange}>
        <option value="">{emptyLabel}</option>
        {options.map(([key, name]) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

const dayRange = { min: `${adminLimits.firstYear}-01-01`, max: `${adminLimits.lastYear}-12-31` };

/** A labelled date input within the years the inbox accepts. */
export function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: ChangeHandler;
}) {
  return (
    <label css={labelStyles}>
      {label}
      <input type="date" {...dayRange} css={controlStyles} value={value} onChange={onChange} />
    </label>
  );
}
