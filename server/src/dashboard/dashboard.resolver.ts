import { Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardCountsModel } from './models/dashboard-counts.model.js';

@Resolver()
@AllStaff()
export class DashboardResolver {
  constructor(private readonly service: DashboardService) {}

  @Query(() => DashboardCountsModel, {
    description: "The record counts of the dashboard's cards. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  dashboard() {
    return this.service.counts();
  }
}
