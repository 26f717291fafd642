import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, ValidateBy } from 'class-validator';
import { required } from '../../common/dto/validation-messages.js';
import { isCalendarDay, parseSpecDay } from '../../../../shared/india-day.js';

/** The spec's DD/MM/YYYY, two digits each (the admin's box also takes D/M/YYYY; the API never did). */
const SPEC_FORMAT = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * A calendar day, 'YYYY-MM-DD' (the spec's DD/MM/YYYY is accepted too and
 * rewritten). Blank or null means none: '{label} is required' with
 * `required`, else the service decides (it may depend on other fields).
 * A date with a time is refused rather than guessed at: which day it meant
 * depends on a time zone.
 */
export const CalendarDayField = (label: string, options: { required?: boolean } = {}) =>
  applyDecorators(
    ...(options.required ? [IsNotEmpty({ message: required(label) })] : []),
    ValidateBy(
      { name: 'isCalendarDay', validator: { validate: (value: unknown) => isCalendarDay(value) } },
      { message: `${label} must be a date written YYYY-MM-DD (or DD/MM/YYYY)` },
    ),
    ...(options.required ? [] : [IsOptional()]),
    Transform(({ value }: { value: unknown }) => {
      if (value === '' || value === null || value === undefined) return null;
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      // A day that does not exist stays as typed, for the validator to refuse.
      return SPEC_FORMAT.test(trimmed) ? (parseSpecDay(trimmed) ?? trimmed) : trimmed;
    }),
  );
