import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import {
  CreateSubscriptionPlanInput,
  SubscriptionPlansArgs,
  UpdateSubscriptionPlanInput,
} from './dto/subscription-plan.inputs.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Controller('subscriptions')
@AllStaff()
export class SubscriptionsController {
  constructor(private readonly service: SubscriptionsService) {}

  @Get()
  async list(@Query() filter: SubscriptionPlansArgs) {
    return ok('Success', await this.service.list(filter));
  }

  @Post('create')
  async create(@Body() input: CreateSubscriptionPlanInput) {
    return ok('Subscription created successfully', await this.service.create(input));
  }

  @Put('update')
  async update(@Body() input: UpdateSubscriptionPlanInput) {
    return ok('Subscription updated successfully', await this.service.update(input));
  }

  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return ok('Subscription deleted successfully', await this.service.delete(id));
  }
}
