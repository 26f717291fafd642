import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff, Roles, StaffRole, SuperadminOnly } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { TrashEntriesArgs } from './dto/trash.inputs.js';
import { TrashEntryModel, TrashEntryPage } from './models/trash-entry.model.js';
import { TrashService } from './trash.service.js';

@Resolver(() => TrashEntryModel)
export class TrashResolver {
  constructor(private readonly service: TrashService) {}

  @Query(() => TrashEntryPage, { description: 'The Trash: deleted records, newest first. Who may call: superadmin, admin.' })
  @Roles(StaffRole.superadmin, StaffRole.admin)
  trashEntries(@Args() { page, limit, query, kind }: TrashEntriesArgs) {
    return this.service.list({ page, limit, query, kind });
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
