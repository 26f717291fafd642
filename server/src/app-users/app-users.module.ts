import { Module } from '@nestjs/common';
import { AppUsersResolver } from './app-users.resolver.js';
import { AppUsersExportService } from './app-users-export.service.js';
import { AppUsersService } from './app-users.service.js';
import { SubscriptionAssignmentService } from './subscription-assignment.service.js';

/** GraphQL for app users; their REST routes live on the shared /adminapi/users controller. */
@Module({
  providers: [AppUsersService, AppUsersResolver, SubscriptionAssignmentService, AppUsersExportService],
  exports: [AppUsersService, SubscriptionAssignmentService, AppUsersExportService],
})
export class AppUsersModule {}
