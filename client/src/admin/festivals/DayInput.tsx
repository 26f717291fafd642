import type { Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { addDays, dayToLocalDate, formatDay, localDateToDay, parseSpecDay, todayInIndia } from './calendarDay';

export interface DayInputProps {
  id: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** The first day that may be chosen ('YYYY-MM-DD'); earlier days are disabled. */
  minDay?: string;
  /** The last day offered; default ten years after today. */
  maxDay?: string;
  intent?: Intent;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
}

const noLocale = async () => undefined;

/**
 * A day picker in DD/MM/YYYY (spec §5) over Blueprint's DateInput. It holds
 * 'YYYY-MM-DD' strings and shows them as local days, so no time zone moves
 * the day chosen.
 */
export function DayInput({ id, value, onChange, minDay, maxDay, intent, invalid, required, disabled }: DayInputProps) {
  return (
    <DateInput
      value={value || null}
      onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
      formatDate={(date) => formatDay(localDateToDay(date))}
      parseDate={(text) => {
        const day = parseSpecDay(text);
        return day ? dayToLocalDate(day) : false;
      }}
      placeholder="DD/MM/YYYY"
      minDate={minDay ? dayToLocalDate(minDay) : undefined}
      maxDate={dayToLocalDate(maxDay ?? addDays(todayInIndia(), 3653))}
      invalidDateMessage="Enter a date as DD/MM/YYYY"
      outOfRangeMessage={minDay ? `Choose ${formatDay(minDay)} or later` : 'Date out of range'}
      // Days are formatted above, so no date-fns locale is needed (its lazy loader only logs a failure in a bundle).
      dateFnsLocaleLoader={noLocale}
      highlightCurrentDay
      closeOnSelection
      disabled={disabled}
      fill
      popoverProps={{ placement: 'bottom-start' }}
      inputProps={{
        id,
        intent,
        autoComplete: 'off',
        'aria-invalid': invalid || undefined,
        'aria-required': required || undefined,
      }}
    />
  );
}
