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

  @Query(() => [StaffUserModel], { description: 'Admin and employee accounts, newest first' })
  async adminUsers(@Args('search', { nullable: true }) search?: string): Promise<StaffUserModel[]> {
    return (await this.staffUsers.list({ search })).items;
  }

  @Mutation(() => StaffUserModel)
  createAdminUser(@Args('input') input: CreateStaffUserInput) {
    return this.staffUsers.create(input);
  }

  @Mutation(() => StaffUserModel)
  updateAdminUser(@CurrentUser() actor: AuthUser, @Args('input') input: UpdateStaffUserInput) {
    return this.staffUsers.update(actor, input);
  }

  @Mutation(() => StaffUserModel)
  deleteAdminUser(@CurrentUser() actor: AuthUser, @Args() { id }: IdArgs) {
    return this.staffUsers.delete(actor, id);
  }
}
