import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from '../core/i18n/i18n';

/** A list's filter beside its search box: choosing an option filters from the first page. Its label and options' labels are English (msg()), translated here. */
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
  const { t } = useTranslation();
  return (
    <HTMLSelect
      aria-label={t(label)}
      value={value}
      options={options.map((option) => ({ ...option, label: t(option.label) }))}
      onChange={(event) => onChange(event.currentTarget.value as Value)}
    />
  );
}
