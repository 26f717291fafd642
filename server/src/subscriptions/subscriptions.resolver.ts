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

  @Query(() => [SubscriptionPlanModel], {
    description: 'Subscription plans, newest first. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  subscriptionPlans(@Args() filter: SubscriptionPlansArgs) {
    return this.service.list(filter);
  }

  @Query(() => SubscriptionPlanModel, {
    description: 'One subscription plan by id. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  subscriptionPlan(@Args('id', { type: () => ID, description: "The plan's id" }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => SubscriptionPlanModel, {
    description: 'Adds a subscription plan. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  createSubscriptionPlan(@Args('input', { description: 'The new plan' }) input: CreateSubscriptionPlanInput) {
    return this.service.create(input);
  }

  @Mutation(() => SubscriptionPlanModel, {
    description:
      'Changes a plan; absent fields keep their value (users who hold it keep their dates). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  updateSubscriptionPlan(@Args('input', { description: "The plan's id and the fields to change" }) input: UpdateSubscriptionPlanInput) {
    return this.service.update(input);
  }

  @Mutation(() => SubscriptionPlanModel, {
    description: 'Refused (CONFLICT) while any user holds the plan. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteSubscriptionPlan(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
