import type { Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from '../core/i18n/i18n';
import { addDays, dayToLocalDate, formatDay, localDateToDay, parseSpecDay, todayInIndia } from './calendarDay';

export interface DayInputProps {
  id: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** The first day offered in the calendar ('YYYY-MM-DD'); earlier days are greyed out there. */
  minDay?: string;
  /** The last day offered; default ten years after today. */
  maxDay?: string;
  intent?: Intent;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /**
   * Given: typed text that is not a real day (31/02/2027) sets the value to
   * this, so the form can say the date is not a date instead of 'required'
   * (formFields' NOT_A_DAY). Without it such text leaves the value as it was.
   */
  invalidValue?: string;
}

const noLocale = async () => undefined;

/**
 * A day picker in DD/MM/YYYY (spec §5) over Blueprint's DateInput. It holds
 * 'YYYY-MM-DD' strings and shows them as local days, so no time zone moves
 * the day chosen.
 *
 * A typed day before `minDay` is taken as typed (the form's check then says
 * what is wrong under the field), rather than Blueprint's range check writing
 * 'Choose … or later' into the input. The calendar opens and closes here:
 * Tab closes it and moves on (Blueprint would move focus into it), Enter
 * chooses the typed day and keeps the form from submitting. The calendar
 * opens on a click or ArrowDown, not on focus: a refused submit focuses the
 * first field in error, and the calendar opening by itself there covered the
 * fields below (issue 28.4).
 */
export function DayInput({ id, value, onChange, minDay, maxDay, intent, invalid, required, disabled, invalidValue }: DayInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== inputRef.current) return;
    if (event.key === 'Tab') {
      setOpen(false);
      // Blueprint's own Tab handling would move focus into the calendar.
      if (!event.shiftKey) event.stopPropagation();
    } else if (event.key === 'Enter') {
      // Blueprint still reads the typed day; the form is not submitted.
      event.preventDefault();
      const day = parseSpecDay(inputRef.current?.value ?? '');
      if (day) onChange(day);
      setOpen(false);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'ArrowDown') {
      setOpen(true);
    }
  };

  return (
    <div onKeyDownCapture={onKeyDownCapture}>
      <DateInput
        value={value && value !== invalidValue ? value : null}
        onChange={(next) => {
          onChange(next ? next.slice(0, 10) : '');
          // A day clicked in the calendar closes it; typing keeps it open.
          if (document.activeElement !== inputRef.current) setOpen(false);
        }}
        formatDate={(date) => formatDay(localDateToDay(date))}
        parseDate={(text) => {
          const day = parseSpecDay(text);
          return day ? dayToLocalDate(day) : false;
        }}
        placeholder={t('DD/MM/YYYY')}
        maxDate={dayToLocalDate(maxDay ?? addDays(todayInIndia(), 3653))}
        // Today is India's today (the product's calendar), also in a browser elsewhere.
        dayPickerProps={{ today: dayToLocalDate(todayInIndia()), ...(minDay ? { disabled: { before: dayToLocalDate(minDay) } } : {}) }}
        invalidDateMessage={t('Enter a date as DD/MM/YYYY')}
        outOfRangeMessage={t('Date out of range')}
        // Days are formatted above, so no date-fns locale is needed (its lazy loader only logs a failure in a bundle).
        dateFnsLocaleLoader={noLocale}
        highlightCurrentDay
        closeOnSelection
        disabled={disabled}
        fill
        popoverProps={{ placement: 'bottom-start', isOpen: open && !disabled, onClose: () => setOpen(false) }}
        inputProps={{
          id,
          intent,
          autoComplete: 'off',
          inputRef,
          onClick: () => setOpen(true),
          onChange: (event) => {
            const text = event.currentTarget.value.trim();
            if (invalidValue !== undefined && text && !parseSpecDay(text)) onChange(invalidValue);
          },
          'aria-invalid': invalid || undefined,
          'aria-required': required || undefined,
        }}
      />
    </div>
  );
}
