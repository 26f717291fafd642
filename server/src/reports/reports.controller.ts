import { Controller, Get, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { EndingSubscriptionsArgs } from './dto/reports.args.js';
import { ReportsService } from './reports.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { ReportsWithEndingModel } from './models/reports.model.js';

@Controller('reports')
@AllStaff()
export class ReportsController {
  constructor(private readonly service: ReportsService) {}

  /** The charts and one page (`page`, `limit`, `query`) of the plans ending in the next 30 days. */
  @ApiRoute({
    summary: 'Reports',
    description: 'The charts of the Reports screen and one page (`page`, `limit`, `query`) of the plans ending in the next 30 days.',
    data: ReportsWithEndingModel,
    message: 'Success',
  })
  @Get()
  async reports(@Query() args: EndingSubscriptionsArgs) {
    const [charts, endingSubscriptions] = await Promise.all([this.service.reports(), this.service.endingSubscriptions(args)]);
    return { ...charts, endingSubscriptions };
  }
}
