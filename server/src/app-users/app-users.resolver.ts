import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff, SuperadminOnly } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { AppUsersService } from './app-users.service.js';
import { CreateAppUserInput, UpdateAppUserInput } from './dto/app-user.inputs.js';
import { appUserSortFrom } from './dto/app-user-list.args.js';
import { AppUserPageArgs, AssignSubscriptionInput, SubscribedUsersArgs, UserIdArgs } from './dto/subscription-assignment.inputs.js';
import { AppUserModel, AppUserPage, AppUserSummaryModel } from './models/app-user.model.js';
import { SubscriptionAssignmentService } from './subscription-assignment.service.js';

@Resolver(() => AppUserModel)
@SuperadminOnly()
export class AppUsersResolver {
  constructor(
    private readonly service: AppUsersService,
    private readonly assignments: SubscriptionAssignmentService,
  ) {}

  @Query(() => AppUserPage, { description: 'App users, newest first or by `sortBy`; `query` searches mobile or name. Who may call: superadmin.' })
  appUsers(@Args() args: AppUserPageArgs) {
    const { page, limit, query, after } = args;
    return this.service.list({ search: query, skip: (page - 1) * limit, take: limit, after, sort: appUserSortFrom(args) });
  }

  @Query(() => AppUserPage, {
    description:
      'App users with their plans, newest first or by `sortBy`; `query` searches mobile or name, `state` filters by plan. Who may call: superadmin.',
  })
  subscribedUsers(@Args() args: SubscribedUsersArgs) {
    const { page, limit, query, state, after } = args;
    return this.service.list({ search: query, state, skip: (page - 1) * limit, take: limit, after, sort: appUserSortFrom(args) });
  }

  @Query(() => AppUserModel, { description: 'One app user by id, with their plan. Who may call: superadmin.' })
  appUser(@Args() { id }: IdArgs) {
    return this.service.get(id);
  }

  @Query(() => AppUserSummaryModel, {
    description:
      "An app user's name and type, for the staff who manage their businesses. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  @AllStaff()
  appUserSummary(@Args() { id }: IdArgs) {
    return this.service.summary(id);
  }

  @Query(() => [String], { description: 'The occupations an app user can have (Gujarati titles). Who may call: superadmin.' })
  occupations() {
    return this.service.occupations();
  }

  @Mutation(() => AppUserModel, { description: 'Adds an app user; the mobile number must not be taken. Who may call: superadmin.' })
  createAppUser(@Args('input', { description: 'The new app user' }) input: CreateAppUserInput) {
    return this.service.create(input);
  }

  @Mutation(() => AppUserModel, { description: 'Changes an app user; absent fields keep their value. Who may call: superadmin.' })
  updateAppUser(@Args('input', { description: "The app user's id and the fields to change" }) input: UpdateAppUserInput) {
    return this.service.update(input);
  }

  @Mutation(() => AppUserModel, { description: 'Deletes the user with their businesses, profiles and images. Who may call: superadmin.' })
  deleteAppUser(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }

  @Mutation(() => AppUserModel, {
    description: "Gives the user a plan of their type, from now for the plan's months (replacing any current one). Who may call: superadmin.",
  })
  assignSubscription(@Args('input', { description: 'The app user and the plan to give them' }) { userId, subscriptionId }: AssignSubscriptionInput) {
    return this.assignments.assign(userId, subscriptionId);
  }

  @Mutation(() => AppUserModel, { description: "Takes the user's plan away. Who may call: superadmin." })
  deleteSubscription(@Args() { userId }: UserIdArgs) {
    return this.assignments.remove(userId);
  }
}
