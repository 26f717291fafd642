import { ArgsType, Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import { AppUserListArgs } from './app-user-list.args.js';
import { required } from '../../common/dto/validation-messages.js';

/** POST /users/assignsubscription and the assignSubscription mutation. */
@InputType()
export class AssignSubscriptionInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Subscription not found' })
  @IsNotEmpty({ message: required('Subscription') })
  subscriptionId: string;

  @Field(() => ID)
  @IsUUID('all', { message: 'User not found' })
  @IsNotEmpty({ message: required('User') })
  userId: string;
}

/** POST|DELETE /users/deletesubscription and the deleteSubscription mutation. */
@ArgsType()
export class UserIdArgs {
  @Field(() => ID)
  @IsUUID('all', { message: 'User not found' })
  @IsNotEmpty({ message: required('User') })
  userId: string;
}

/** Which users the Subscribed Users list shows. */
export enum SubscriptionState {
  all = 'all',
  /** Holding a plan whose end date has not passed. */
  subscribed = 'subscribed',
  /** Holding a plan whose end date has passed. */
  expired = 'expired',
  /** Holding no plan. */
  none = 'none',
}
registerEnumType(SubscriptionState, { name: 'SubscriptionState', description: 'Filter of the Subscribed Users list' });

/** App user lists: server pages, with an optional keyset cursor for the pager's next and previous pages. */
@ArgsType()
export class AppUserPageArgs extends AppUserListArgs {
  @Field(() => ID, {
    nullable: true,
    description:
      'The id of the last user on the previous page: the page starts right after that user (fast at any depth) and `page` is not used for the offset; a user no longer listed falls back to `page`',
  })
  @IsOptional()
  @IsUUID('all', { message: 'after must be the id of a user' })
  after?: string;
}

@ArgsType()
export class SubscribedUsersArgs extends AppUserPageArgs {
  @Field(() => SubscriptionState, { defaultValue: SubscriptionState.all })
  @IsOptional()
  @IsIn(Object.values(SubscriptionState), { message: 'state must be all, subscribed, expired or none' })
  state: SubscriptionState = SubscriptionState.all;
}
