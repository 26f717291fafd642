import { Injectable } from '@nestjs/common';
import { AppUsersService } from '../app-users/app-users.service.js';
import { CreateAppUserInput, UpdateAppUserInput } from '../app-users/dto/app-user.inputs.js';
import type { AppUserModel } from '../app-users/models/app-user.model.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { IdArgs } from '../common/dto/id.input.js';
import { validateInput } from '../common/dto/validate-input.js';
import { AppError } from '../common/errors/app-error.js';
import { CreateStaffUserInput, UpdateStaffUserInput } from '../staff-users/dto/staff-user.inputs.js';
import type { StaffUserModel } from '../staff-users/models/staff-user.model.js';
import { StaffUsersService } from '../staff-users/staff-users.service.js';

type Body = Record<string, unknown>;
type Account = StaffUserModel | AppUserModel;
type AccountKind = 'staff' | 'app';

const NOT_FOUND = 'User not found';
const KIND_REQUIRED = 'Role or userType is required';

/**
 * The older clients' single /users/create|update|delete for both kinds of
 * account. A body with `role` is a staff account, one with `userType` an app
 * user; without either, update and delete go by whose id it is. The body is
 * validated against the chosen kind's input, with the same messages as GraphQL.
 */
@Injectable()
export class UserAccountsService {
  constructor(
    private readonly staffUsers: StaffUsersService,
    private readonly appUsers: AppUsersService,
  ) {}

  async create(body: Body): Promise<Account> {
    const kind = declaredKind(body);
    if (kind === 'staff') return this.staffUsers.create(await validateInput(CreateStaffUserInput, body));
    if (kind === 'app') return this.appUsers.create(await validateInput(CreateAppUserInput, body));
    throw AppError.badInput(KIND_REQUIRED);
  }

  async update(actor: AuthUser, body: Body): Promise<Account> {
    const kind = declaredKind(body) ?? (await this.kindOf(body));
    if (kind === 'staff') return this.staffUsers.update(actor, await validateInput(UpdateStaffUserInput, body));
    return this.appUsers.update(await validateInput(UpdateAppUserInput, body));
  }

  async delete(actor: AuthUser, body: Body): Promise<Account> {
    const kind = declaredKind(body) ?? (await this.kindOf(body));
    const { id } = await validateInput(IdArgs, body);
    if (kind === 'staff') return this.staffUsers.delete(actor, id);
    return this.appUsers.delete(id);
  }

  /** Whose id the body names: a staff account first, then an app user; 404 when neither. */
  private async kindOf(body: Body): Promise<AccountKind> {
    const { id } = await validateInput(IdArgs, body);
    const staff = await this.staffUsers.get(id).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
        throw error;
      },
    );
    if (staff) return 'staff';
    if (await this.appUsers.exists(id)) return 'app';
    throw AppError.notFound(NOT_FOUND);
  }
}

function declaredKind(body: Body | undefined): AccountKind | undefined {
  if (!body || typeof body !== 'object') return undefined;
  if (body.role !== undefined && body.role !== null && body.role !== '') return 'staff';
  if (body.userType !== undefined && body.userType !== null && body.userType !== '') return 'app';
  return undefined;
}
