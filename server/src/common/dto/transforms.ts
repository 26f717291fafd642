import { ValidateIf } from 'class-validator';
import { Transform } from 'class-transformer';

/** Trims strings; leaves anything else for the validators to refuse. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Status and flags arrive as true/false or, from older clients, 'true'/'false'. */
export const ToBoolean = () => Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));

/** Numbers may arrive as numeric strings from forms and query strings. */
export const ToNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value,
  );

/**
 * An update's field that may be left out: absent (undefined) keeps the stored
 * value, but null is checked like any other value and so refused with the
 * field's own text. (`IsOptional` lets null through to the database, which
 * cannot store it in a required column.)
 */
export const UnlessAbsent = () => ValidateIf((_object: unknown, value: unknown) => value !== undefined);
