import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { IsIn, IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';
import { UserType } from '../../common/user-type.js';
import { RequiredText } from '../../common/dto/text-fields.js';
import { ToNumber } from '../../common/dto/transforms.js';
import { required } from '../../common/dto/validation-messages.js';
import { OptionalFlag, RequiredFlag, StatusFilter } from '../../common/dto/flags.js';
import { RecordId } from '../../common/dto/id.input.js';

const USER_TYPES = Object.values(UserType);
export const TYPE_MESSAGE = 'Subscription Type must be business, panchayat or election';
/** Bounds that keep the numbers sensible (and inside a 32-bit column). */
export const MAX_AMOUNT = 10_000_000;
export const MAX_DURATION_MONTHS = 120;

/**
 * A positive whole number with the spec's '{label} is required' first.
 * Listed in the order class-validator checks them (the reverse of stacking).
 */
const PositiveWholeNumber = (label: string, max: number, options: { optional?: boolean } = {}) => {
  const message = `${label} must be a whole number from 1 to ${max.toLocaleString('en-IN')}`;
  return applyDecorators(
    IsNotEmpty({ message: required(label) }),
    IsInt({ message }),
    Min(1, { message }),
    Max(max, { message }),
    ...(options.optional ? [IsOptional()] : []),
    ToNumber(),
  );
};

const PlanType = (options: { optional?: boolean } = {}) =>
  applyDecorators(
    IsNotEmpty({ message: required('Subscription Type') }),
    IsIn(USER_TYPES, { message: TYPE_MESSAGE }),
    ...(options.optional ? [IsOptional()] : []),
  );

@InputType({ description: 'A new subscription plan' })
export class CreateSubscriptionPlanInput {
  @Field({ description: 'The name, 1 to 100 characters' })
  @RequiredText('Subscription Name')
  subscriptionName: string;

  @Field(() => Int, { description: 'Whole rupees, 1 or more' })
  @PositiveWholeNumber('Subscription Amount', MAX_AMOUNT)
  subscriptionAmount: number;

  @Field(() => Int, { description: 'Months, 1 or more' })
  @PositiveWholeNumber('Subscription Duration', MAX_DURATION_MONTHS)
  subscriptionDuration: number;

  @Field(() => UserType, { description: 'The user type it is for: only users of that type can be given it' })
  @PlanType()
  subscriptionType: UserType;

  @RequiredFlag('Status', 'Active (true, the default) or inactive (false)', true)
  status: boolean = true;
}

/** Absent fields keep their value. */
@InputType({ description: 'Changes to a plan: absent fields keep their value' })
export class UpdateSubscriptionPlanInput {
  @RecordId('Subscription not found', 'The plan to change')
  id: string;

  @Field({ nullable: true, description: 'New name, 1 to 100 characters' })
  @RequiredText('Subscription Name', { optional: true })
  subscriptionName?: string;

  @Field(() => Int, { nullable: true, description: 'New price in whole rupees' })
  @PositiveWholeNumber('Subscription Amount', MAX_AMOUNT, { optional: true })
  subscriptionAmount?: number;

  @Field(() => Int, { nullable: true, description: 'New length in months' })
  @PositiveWholeNumber('Subscription Duration', MAX_DURATION_MONTHS, { optional: true })
  subscriptionDuration?: number;

  @Field(() => UserType, { nullable: true, description: 'New user type it is for' })
  @PlanType({ optional: true })
  subscriptionType?: UserType;

  @OptionalFlag('Status', 'Active (true) or inactive (false)')
  status?: boolean;
}

@ArgsType()
export class SubscriptionPlansArgs {
  @StatusFilter('plans')
  status?: boolean;

  @Field(() => UserType, { nullable: true, description: 'Only plans for this kind of user' })
  @IsOptional()
  @IsIn(USER_TYPES, { message: TYPE_MESSAGE })
  type?: UserType;
}
