import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from './transforms.js';
import { required } from './validation-messages.js';

/**
 * A trimmed text field that must not be blank: '{label} is required', then a
 * length limit. With `optional`, an absent value is fine (updates) but a blank
 * one is still refused.
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
    ...(options.optional ? [IsOptional()] : []),
    Trim(),
  );
};
