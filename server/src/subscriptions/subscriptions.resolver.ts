import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { CreateSubscriptionPlanInput, SubscriptionPlansArgs, UpdateSubscriptionPlanInput } from './dto/subscription-plan.inputs.js';
import { SubscriptionPlanModel } from './models/subscription-plan.model.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Resolver(() => SubscriptionPlanModel)
@AllStaff()
export class SubscriptionsResolver {
  constructor(private readonly service: SubscriptionsService) {}

  @Query(() => [SubscriptionPlanModel], { description: 'Subscription plans, newest first' })
  subscriptionPlans(@Args() filter: SubscriptionPlansArgs) {
    return this.service.list(filter);
  }

  @Query(() => SubscriptionPlanModel)
  subscriptionPlan(@Args('id', { type: () => ID }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => SubscriptionPlanModel)
  createSubscriptionPlan(@Args('input') input: CreateSubscriptionPlanInput) {
    return this.service.create(input);
  }

  @Mutation(() => SubscriptionPlanModel)
  updateSubscriptionPlan(@Args('input') input: UpdateSubscriptionPlanInput) {
    return this.service.update(input);
  }

  @Mutation(() => SubscriptionPlanModel, { description: 'Refused (CONFLICT) while any user holds the plan' })
  deleteSubscriptionPlan(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
