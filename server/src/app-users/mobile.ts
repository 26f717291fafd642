import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { normalizeMobile } from '../../../shared/mobile.js';
import { INDIAN_MOBILE, INVALID_MOBILE, required } from '../common/dto/validation-messages.js';

export { normalizeMobile };

/**
 * For mobile and pin fields: older clients send numbers as JSON numbers, and a
 * mobile is compared in its stored form. Validators still see anything else.
 */
export const ToMobile = () =>
  Transform(({ value }: { value: unknown }) => {
    const text = typeof value === 'number' ? String(value) : value;
    return typeof text === 'string' ? normalizeMobile(text) : text;
  });

export const ToPin = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value));

/**
 * An Indian mobile number field with the spec's texts, compared and stored
 * without +91. Listed in the order applied (the reverse of stacked decorators),
 * which is the order class-validator checks them in.
 */
export const MobileNumber = (options: { optional?: boolean } = {}) =>
  applyDecorators(
    IsString({ message: required('Mobile Number') }),
    IsNotEmpty({ message: required('Mobile Number') }),
    Matches(INDIAN_MOBILE, { message: INVALID_MOBILE }),
    ...(options.optional ? [IsOptional()] : []),
    ToMobile(),
  );

/** An optional mobile (a business's): absent or blank means none; otherwise 'Invalid mobile number'. */
export const OptionalMobileNumber = () =>
  applyDecorators(
    IsString({ message: INVALID_MOBILE }),
    Matches(INDIAN_MOBILE, { message: INVALID_MOBILE }),
    ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== null && value !== ''),
    Transform(({ value }: { value: unknown }) => {
      const text = typeof value === 'number' ? String(value) : value;
      return typeof text === 'string' ? normalizeMobile(text) || null : text;
    }),
  );
