import { Args, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { EndingSubscriptionsArgs } from './dto/reports.args.js';
import { EndingSubscriptionPageModel, ReportsModel } from './models/reports.model.js';
import { ReportsService } from './reports.service.js';

@Resolver()
@AllStaff()
export class ReportsResolver {
  constructor(private readonly service: ReportsService) {}

  @Query(() => ReportsModel, { description: 'The charts of the Reports screen. Who may call: any signed-in staff (superadmin, admin, employee).' })
  reports() {
    return this.service.reports();
  }

  @Query(() => EndingSubscriptionPageModel, {
    description:
      'App users whose plan ends within the next 30 days, soonest first; `query` matches name or mobile. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  endingSubscriptions(@Args() args: EndingSubscriptionsArgs) {
    return this.service.endingSubscriptions(args);
  }
}
