import { HTMLSelect } from '@blueprintjs/core';

/** A list's filter beside its search box: choosing an option filters from the first page. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: ReadonlyArray<{ label: string; value: Value }>;
  onChange: (value: Value) => void;
}) {
  return (
    <HTMLSelect
      aria-label={label}
      value={value}
      options={options.map((option) => ({ ...option }))}
      onChange={(event) => onChange(event.currentTarget.value as Value)}
    />
  );
}
