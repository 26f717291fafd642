import { Controller, Get, Query } from '@nestjs/common';
import { SuperadminOnly } from '../common/auth/roles.js';
import { PageArgs } from '../common/dto/page.args.js';
import { ok } from '../common/rest/envelope.js';
import { StaffUsersService } from '../staff-users/staff-users.service.js';

/**
 * /adminapi/users: the older clients' one address for staff accounts and app
 * users. A body with `role` is a staff account, one with `userType` an app user.
 */
@Controller('users')
@SuperadminOnly()
export class UsersController {
  constructor(private readonly staffUsers: StaffUsersService) {}

  @Get('adminusers')
  async adminUsers(@Query() { page, limit, query }: PageArgs) {
    const { items, totalCount } = await this.staffUsers.list({
      search: query,
      skip: (page - 1) * limit,
      take: limit,
    });
    return ok('Success', items, totalCount);
  }
}
