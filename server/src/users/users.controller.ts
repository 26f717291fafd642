import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AppUsersExportService } from '../app-users/app-users-export.service.js';
import { AppUsersService } from '../app-users/app-users.service.js';
import { AppUserInfoArgs } from '../app-users/dto/app-user.inputs.js';
import { AssignSubscriptionInput, SubscribedUsersArgs, UserIdArgs } from '../app-users/dto/subscription-assignment.inputs.js';
import { SubscriptionAssignmentService } from '../app-users/subscription-assignment.service.js';
import { CurrentUser, type AuthUser } from '../common/auth/auth-user.js';
import { SuperadminOnly } from '../common/auth/roles.js';
import { PageArgs } from '../common/dto/page.args.js';
import { ExportArgs } from '../app-users/dto/export.args.js';
import { ok } from '../common/rest/envelope.js';
import { StaffUsersService } from '../staff-users/staff-users.service.js';
import { UserAccountsService } from './user-accounts.service.js';

/**
 * /adminapi/users: the older clients' one address for staff accounts and app
 * users. A body with `role` is a staff account, one with `userType` an app user.
 */
@Controller('users')
@SuperadminOnly()
export class UsersController {
  constructor(
    private readonly staffUsers: StaffUsersService,
    private readonly appUsers: AppUsersService,
    private readonly accounts: UserAccountsService,
    private readonly assignments: SubscriptionAssignmentService,
    private readonly exports: AppUsersExportService,
  ) {}

  @Get('adminusers')
  async adminUsers(@Query() { page, limit, query }: PageArgs) {
    const { items, totalCount } = await this.staffUsers.list({
      search: query,
      skip: (page - 1) * limit,
      take: limit,
    });
    return ok('Success', items, totalCount);
  }

  @Get('appusers')
  async appUserList(@Query() { page, limit, query }: PageArgs) {
    const { items, totalCount, countCapped } = await this.appUsers.list({ search: query, skip: (page - 1) * limit, take: limit });
    return ok('Success', items, totalCount, countCapped);
  }

  @Get('subscribedusers')
  async subscribedUsers(@Query() { page, limit, query, state }: SubscribedUsersArgs) {
    const { items, totalCount, countCapped } = await this.appUsers.list({
      search: query,
      state,
      skip: (page - 1) * limit,
      take: limit,
    });
    return ok('Success', items, totalCount, countCapped);
  }

  @Post('assignsubscription')
  async assignSubscription(@Body() { userId, subscriptionId }: AssignSubscriptionInput) {
    return ok('Subscription assigned successfully', await this.assignments.assign(userId, subscriptionId));
  }

  // Older clients' verb for this call is not known (spec §7 "-"), so both are accepted.
  @Post('deletesubscription')
  async deleteSubscription(@Body() { userId }: UserIdArgs) {
    return ok('Subscription deleted successfully', await this.assignments.remove(userId));
  }

  @Delete('deletesubscription')
  async deleteSubscriptionByDelete(@Body() { userId }: UserIdArgs) {
    return ok('Subscription deleted successfully', await this.assignments.remove(userId));
  }

  /** users_export.xlsx of the users matching `query` (all when blank), streamed. */
  @Get('appusersexcel')
  async appUsersExcel(@Query() { query }: ExportArgs, @Res() response: Response) {
    await this.exports.streamTo(response, query);
  }

  @Get('appuserinfo')
  async appUserInfo(@Query() { userId, id }: AppUserInfoArgs) {
    return ok('Success', await this.appUsers.get((userId ?? id)!));
  }

  // The bodies below are validated in UserAccountsService, once their kind is known.
  @Post('create')
  async create(@Body() body: Record<string, unknown>) {
    return ok('User created successfully', await this.accounts.create(body));
  }

  @Put('update')
  async update(@CurrentUser() actor: AuthUser, @Body() body: Record<string, unknown>) {
    return ok('User updated successfully', await this.accounts.update(actor, body));
  }

  @Delete('delete')
  async delete(@CurrentUser() actor: AuthUser, @Body() body: Record<string, unknown>) {
    return ok('User deleted successfully', await this.accounts.delete(actor, body));
  }
}
