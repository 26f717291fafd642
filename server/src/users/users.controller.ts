import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AppUsersExportService } from '../app-users/app-users-export.service.js';
import { AppUsersService } from '../app-users/app-users.service.js';
import { AppUserInfoArgs } from '../app-users/dto/app-user.inputs.js';
import { appUserSortFrom } from '../app-users/dto/app-user-list.args.js';
import { AppUserPageArgs, AssignSubscriptionInput, SubscribedUsersArgs, UserIdArgs } from '../app-users/dto/subscription-assignment.inputs.js';
import { SubscriptionAssignmentService } from '../app-users/subscription-assignment.service.js';
import { CurrentUser, type AuthUser } from '../common/auth/auth-user.js';
import { SuperadminOnly } from '../common/auth/roles.js';
import { PageArgs } from '../common/dto/page.args.js';
import { ExportArgs } from '../app-users/dto/export.args.js';
import { StaffUsersService } from '../staff-users/staff-users.service.js';
import { UserAccountsService } from './user-accounts.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { AppUserModel } from '../app-users/models/app-user.model.js';
import { CreateAppUserInput, UpdateAppUserInput } from '../app-users/dto/app-user.inputs.js';
import { CreateStaffUserInput, UpdateStaffUserInput } from '../staff-users/dto/staff-user.inputs.js';
import { IdArgs } from '../common/dto/id.input.js';
import { StaffUserModel } from '../staff-users/models/staff-user.model.js';
import { APP_USER, STAFF_USER } from '../../../shared/entities/index.js';

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

  @ApiRoute({
    summary: 'List staff users, a page at a time',
    description: 'One page (`page`, `limit`) of the staff accounts, searched by name or email with `query`.',
    data: [StaffUserModel],
    paged: true,
    message: 'Success',
  })
  @Get('adminusers')
  async adminUsers(@Query() { page, limit, query }: PageArgs) {
    return this.staffUsers.list({
      search: query,
      skip: (page - 1) * limit,
      take: limit,
    });
  }

  @ApiRoute({
    summary: 'List app users, a page at a time',
    description:
      'One page (`page`, `limit`) of the app users, newest first or sorted by `sortBy` (name, mobile, createdAt, subscriptionEndDate) and `sortDirection` (asc, desc), searched by name or mobile with `query`; `after` (the last user of the previous page) pages the default order by keyset, fast at any depth.',
    data: [AppUserModel],
    paged: true,
    message: 'Success',
  })
  @Get('appusers')
  async appUserList(@Query() args: AppUserPageArgs) {
    const { page, limit, query, after } = args;
    return this.appUsers.list({
      search: query,
      skip: (page - 1) * limit,
      take: limit,
      after,
      sort: appUserSortFrom(args),
    });
  }

  @ApiRoute({
    summary: 'List subscribed users, a page at a time',
    description:
      'One page of the app users with a plan, optionally only those whose plan is active or expired (`state`), sorted like the app users list (`sortBy`, `sortDirection`).',
    data: [AppUserModel],
    paged: true,
    message: 'Success',
  })
  @Get('subscribedusers')
  async subscribedUsers(@Query() args: SubscribedUsersArgs) {
    const { page, limit, query, state, after } = args;
    return this.appUsers.list({
      search: query,
      state,
      after,
      skip: (page - 1) * limit,
      take: limit,
      sort: appUserSortFrom(args),
    });
  }

  @ApiRoute({
    summary: 'Assign a plan to an app user',
    description: 'Gives the app user the plan, starting today, and answers the user.',
    data: AppUserModel,
    message: 'Subscription assigned successfully',
    errors: { 404: 'User not found' },
  })
  @Post('assignsubscription')
  async assignSubscription(@Body() { userId, subscriptionId }: AssignSubscriptionInput) {
    return this.assignments.assign(userId, subscriptionId);
  }

  // Older clients' verb for this call is not known (spec §7 "-"), so both are accepted.
  @ApiRoute({
    summary: "Remove an app user's plan",
    description: 'Takes the plan away from the app user and answers the user. DELETE on the same path does the same.',
    data: AppUserModel,
    message: 'Subscription deleted successfully',
    errors: { 404: 'User not found' },
  })
  @Post('deletesubscription')
  async deleteSubscription(@Body() { userId }: UserIdArgs) {
    return this.assignments.remove(userId);
  }

  @ApiRoute({
    summary: "Remove an app user's plan (DELETE)",
    description: 'The same as POST /adminapi/users/deletesubscription, for clients that send DELETE.',
    data: AppUserModel,
    message: 'Subscription deleted successfully',
    errors: { 404: 'User not found' },
  })
  @Delete('deletesubscription')
  async deleteSubscriptionByDelete(@Body() { userId }: UserIdArgs) {
    return this.assignments.remove(userId);
  }

  /** users_export.xlsx of the users matching `query` (all when blank), streamed. */
  @ApiRoute({
    summary: 'Export app users to Excel',
    description: 'users_export.xlsx with the app users matching `query` (all when blank), streamed.',
    data: {
      file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      headers: { 'Content-Disposition': 'attachment; filename="users_export.xlsx"' },
    },
  })
  @Get('appusersexcel')
  async appUsersExcel(@Query() { query }: ExportArgs, @Res() response: Response) {
    await this.exports.streamTo(response, query);
  }

  @ApiRoute({
    summary: "An app user's details",
    description: 'The app user named by `userId`. Older clients send `id` (or `_id`) instead, which is accepted in its place.',
    data: AppUserModel,
    message: 'Success',
    errors: { 404: 'User not found' },
    requiredQuery: ['userId'],
  })
  @Get('appuserinfo')
  async appUserInfo(@Query() { userId, id }: AppUserInfoArgs) {
    return this.appUsers.get((userId ?? id)!);
  }

  // The bodies below are validated in UserAccountsService, once their kind is known.
  @ApiRoute({
    summary: 'Create a staff account or an app user',
    description: 'A body with `role` creates a staff account, one with `userType` an app user; answers the account.',
    data: { oneOf: [StaffUserModel, AppUserModel] },
    body: { oneOf: [CreateStaffUserInput, CreateAppUserInput] },
    message: 'User created successfully',
    errors: { 400: 'Role or userType is required', 409: STAFF_USER.messages.taken.email },
  })
  @Post('create')
  async create(@Body() body: Record<string, unknown>) {
    return this.accounts.create(body);
  }

  @ApiRoute({
    summary: 'Update a staff account or an app user',
    description: 'Changes the account named by `id`: a staff account with `role`, an app user with `userType`, else whichever owns the id.',
    data: { oneOf: [StaffUserModel, AppUserModel] },
    body: { oneOf: [UpdateStaffUserInput, UpdateAppUserInput] },
    message: 'User updated successfully',
    errors: { 404: 'User not found', 409: APP_USER.messages.taken.mobile },
  })
  @Put('update')
  async update(@CurrentUser() actor: AuthUser, @Body() body: Record<string, unknown>) {
    return this.accounts.update(actor, body);
  }

  @ApiRoute({
    summary: 'Delete a staff account or an app user',
    description: 'Deletes the account named by `id` and answers it as it was.',
    data: { oneOf: [StaffUserModel, AppUserModel] },
    body: { oneOf: [IdArgs] },
    message: 'User deleted successfully',
    errors: { 404: 'User not found' },
  })
  @Delete('delete')
  async delete(@CurrentUser() actor: AuthUser, @Body() body: Record<string, unknown>) {
    return this.accounts.delete(actor, body);
  }
}
