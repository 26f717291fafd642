import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { CreateSubscriptionPlanInput, SubscriptionPlansArgs, UpdateSubscriptionPlanInput } from './dto/subscription-plan.inputs.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { SubscriptionPlanModel } from './models/subscription-plan.model.js';

@Controller('subscriptions')
@AllStaff()
export class SubscriptionsController {
  constructor(private readonly service: SubscriptionsService) {}

  @ApiRoute({
    summary: 'List subscription plans',
    description: 'All subscription plans, newest first, optionally only the active or inactive ones.',
    data: [SubscriptionPlanModel],
    message: 'Success',
  })
  @Get()
  async list(@Query() filter: SubscriptionPlansArgs) {
    return this.service.list(filter);
  }

  @ApiRoute({
    summary: 'Create a subscription plan',
    description: 'Creates a subscription plan and answers it.',
    data: SubscriptionPlanModel,
    message: 'Subscription created successfully',
  })
  @Post('create')
  async create(@Body() input: CreateSubscriptionPlanInput) {
    return this.service.create(input);
  }

  @ApiRoute({
    summary: 'Update a subscription plan',
    description: 'Changes the fields given (by `id` or `_id`) and answers the subscription plan; absent fields stay as they are.',
    data: SubscriptionPlanModel,
    message: 'Subscription updated successfully',
    errors: { 404: 'Subscription not found', 409: '2 users hold this plan, so its type cannot be changed' },
  })
  @Put('update')
  async update(@Body() input: UpdateSubscriptionPlanInput) {
    return this.service.update(input);
  }

  @ApiRoute({
    summary: 'Delete a subscription plan',
    description: 'Deletes the subscription plan named by `id` (or `_id`) and answers it as it was.',
    data: SubscriptionPlanModel,
    message: 'Subscription deleted successfully',
    errors: { 404: 'Subscription not found', 409: '2 users hold this plan, so it cannot be deleted' },
  })
  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
