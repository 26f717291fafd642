import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff, SuperadminOnly } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { TrashEntriesArgs } from './dto/trash.inputs.js';
import { TrashEntryModel, TrashEntryPage } from './models/trash-entry.model.js';
import { ownDeletionsOf, TrashService } from './trash.service.js';

@Resolver(() => TrashEntryModel)
export class TrashResolver {
  constructor(private readonly service: TrashService) {}

  @Query(() => TrashEntryPage, {
    description:
      'The Trash: deleted records, newest first. Employees: only what they deleted themselves. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  @AllStaff()
  trashEntries(@Args() { page, limit, query, kind }: TrashEntriesArgs, @CurrentUser() user: AuthUser) {
    return this.service.list({ page, limit, query, kind, deletedById: ownDeletionsOf(user) });
  }

  @Query(() => Int, {
    description:
      'Days a deleted record stays in the Trash before it is deleted for good (TRASH_RETENTION_DAYS). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  @AllStaff()
  trashRetentionDays() {
    return this.service.retention;
  }

  @Mutation(() => TrashEntryModel, {
    description:
      'Brings a deleted record back with everything that went with it. Employees: only what they deleted (Undo). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  @AllStaff()
  restoreTrashEntry(@Args() { id }: IdArgs) {
    return this.service.restore(id);
  }

  @Mutation(() => TrashEntryModel, { description: 'Deletes a trashed record for good, with its image files. Who may call: superadmin.' })
  @SuperadminOnly()
  deleteTrashEntryForever(@Args() { id }: IdArgs) {
    return this.service.deleteForever(id);
  }
}
