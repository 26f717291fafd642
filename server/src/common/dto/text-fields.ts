import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import { Trim, UnlessAbsent } from './transforms.js';
import { INVALID_EMAIL, INVALID_URL, required } from './validation-messages.js';

/**
 * A trimmed text field that must not be blank: '{label} is required', then a
 * length limit. With `optional`, an absent value is fine (updates) but a blank
 * or null one is still refused.
 *
 * Listed in the order they are applied, which is the reverse of stacked
 * decorators: class-validator checks them in this order and reports the first.
 */
export const RequiredText = (label: string, options: { optional?: boolean; maxLength?: number } = {}) => {
  const maxLength = options.maxLength ?? 100;
  return applyDecorators(
    IsString({ message: required(label) }),
    IsNotEmpty({ message: required(label) }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
    ...(options.optional ? [UnlessAbsent()] : []),
    Trim(),
  );
};

/**
 * An optional web address: absent, null or blank means none (stored as null);
 * otherwise an http(s) URL, else 'Invalid url address' (spec §5).
 */
export const OptionalUrl = (maxLength = 500) =>
  applyDecorators(
    IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: INVALID_URL }),
    MaxLength(maxLength, { message: INVALID_URL }),
    ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== null && value !== ''),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value)),
  );

/** An optional email address: absent or blank means none; otherwise 'Invalid email address'. */
export const OptionalEmail = (maxLength = 200) =>
  applyDecorators(
    IsEmail({}, { message: INVALID_EMAIL }),
    MaxLength(maxLength, { message: INVALID_EMAIL }),
    ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== null && value !== ''),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value)),
  );

/** Optional free text: trimmed, blank stored as null, bounded. */
export const OptionalText = (label: string, maxLength = 500) =>
  applyDecorators(
    IsString({ message: `${label} must be text` }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value)),
  );
