import { Controller, Get } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { DashboardService } from './dashboard.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { DashboardCountsModel } from './models/dashboard-counts.model.js';

@Controller('dashboard')
@AllStaff()
export class DashboardController {
  constructor(private readonly service: DashboardService) {}

  @ApiRoute({ summary: 'Dashboard counts', description: 'How many records each screen has.', data: DashboardCountsModel, message: 'Success' })
  @Get()
  async counts() {
    return this.service.counts();
  }
}
