import { applyDecorators } from '@nestjs/common';
import { Field } from '@nestjs/graphql';
import { IsBoolean, IsOptional } from 'class-validator';
import { ToBoolean, UnlessAbsent } from './transforms.js';
import { required } from './validation-messages.js';

/**
 * An optional true/false field of an input (`status`, `isElection` on
 * update): true, false, or from older clients 'true'/'false'; anything else is
 * refused with '{label} is required', null included. `description` says what true means.
 */
export const OptionalFlag = (label: string, description: string) =>
  applyDecorators(
    IsBoolean({ message: required(label) }),
    UnlessAbsent(),
    ToBoolean(),
    Field({ nullable: true, description: `${description}; absent keeps the current value` }),
  );

/** `status` as a list's filter: only active (true) or inactive (false) `{what}`. */
export const StatusFilter = (what: string) =>
  applyDecorators(
    IsBoolean({ message: 'status must be true or false' }),
    IsOptional(),
    ToBoolean(),
    Field({ nullable: true, description: `Only active (true) or inactive (false) ${what}` }),
  );

/**
 * A required true/false field of a new record (`status`): true, false, or
 * from older clients 'true'/'false'; anything else is refused with
 * '{label} is required'. With `defaultValue`, an absent value takes it.
 */
export const RequiredFlag = (label: string, description: string, defaultValue?: boolean) =>
  applyDecorators(
    IsBoolean({ message: required(label) }),
    ToBoolean(),
    Field(defaultValue === undefined ? { description } : { defaultValue, description }),
  );
