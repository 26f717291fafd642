import { ArgsType, Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { AppUserListArgs } from './app-user-list.args.js';
import { RequiredId } from '../../common/dto/id.input.js';

/** POST /users/assignsubscription and the assignSubscription mutation. */
@InputType({ description: 'Which plan to give which app user' })
export class AssignSubscriptionInput {
  @RequiredId('Subscription', "The plan; its type must be the user's type")
  subscriptionId: string;

  @RequiredId('User', 'The app user')
  userId: string;
}

/** POST|DELETE /users/deletesubscription and the deleteSubscription mutation. */
@ArgsType()
export class UserIdArgs {
  @RequiredId('User', 'The app user')
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
registerEnumType(SubscriptionState, {
  name: 'SubscriptionState',
  description: 'Filter of the Subscribed Users list',
  valuesMap: {
    all: { description: 'Every app user' },
    subscribed: { description: 'Users with a plan that has not ended' },
    expired: { description: 'Users whose plan has ended' },
    none: { description: 'Users holding no plan' },
  },
});

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
  @Field(() => SubscriptionState, {
    defaultValue: SubscriptionState.all,
    description: 'Which users to list by plan: all (the default), subscribed (a plan not ended), expired or none',
  })
  @IsOptional()
  @IsIn(Object.values(SubscriptionState), { message: 'state must be all, subscribed, expired or none' })
  state: SubscriptionState = SubscriptionState.all;
}
