import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../common/auth/auth-user.js';
import { SuperadminOnly } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { CreateStaffUserInput, UpdateStaffUserInput } from './dto/staff-user.inputs.js';
import { StaffUserModel } from './models/staff-user.model.js';
import { StaffUsersService } from './staff-users.service.js';

@Resolver(() => StaffUserModel)
@SuperadminOnly()
export class StaffUsersResolver {
  constructor(private readonly staffUsers: StaffUsersService) {}

  @Query(() => [StaffUserModel], { description: 'Admin and employee accounts, newest first. Who may call: superadmin.' })
  async adminUsers(
    @Args('search', { nullable: true, description: 'Only staff whose name or email contains this text (case-insensitive)' }) search?: string,
  ): Promise<StaffUserModel[]> {
    return (await this.staffUsers.list({ search })).items;
  }

  @Mutation(() => StaffUserModel, { description: 'Adds a staff account (admin or employee); the email must not be taken. Who may call: superadmin.' })
  createAdminUser(@Args('input', { description: 'The new staff account' }) input: CreateStaffUserInput) {
    return this.staffUsers.create(input);
  }

  @Mutation(() => StaffUserModel, { description: 'Changes a staff account; absent fields keep their value. Who may call: superadmin.' })
  updateAdminUser(
    @CurrentUser() actor: AuthUser,
    @Args('input', { description: "The account's id and the fields to change" }) input: UpdateStaffUserInput,
  ) {
    return this.staffUsers.update(actor, input);
  }

  @Mutation(() => StaffUserModel, { description: 'Deletes a staff account; no one can delete their own. Who may call: superadmin.' })
  deleteAdminUser(@CurrentUser() actor: AuthUser, @Args() { id }: IdArgs) {
    return this.staffUsers.delete(actor, id);
  }
}
