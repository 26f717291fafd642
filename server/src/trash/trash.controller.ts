import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff, SuperadminOnly } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { TrashEntriesArgs } from './dto/trash.inputs.js';
import { TrashEntryModel } from './models/trash-entry.model.js';
import { ownDeletionsOf, TrashService } from './trash.service.js';

@Controller('trash')
export class TrashController {
  constructor(private readonly service: TrashService) {}

  @ApiRoute({
    summary: 'List the trash',
    description:
      'Deleted records, newest first, paged and searched by name, optionally of one kind: what went with each, who deleted it, when, and when it will be deleted for good. ' +
      'An employee sees only what they deleted themselves.',
    data: [TrashEntryModel],
    paged: true,
  })
  @Get()
  @AllStaff()
  async list(@Query() { page, limit, query, kind }: TrashEntriesArgs, @CurrentUser() user: AuthUser) {
    return this.service.list({ page, limit, query, kind, deletedById: ownDeletionsOf(user) });
  }

  @ApiRoute({
    summary: 'Restore a deleted record',
    description:
      'Brings back the record and everything its delete took with it, with the same ids, images and gallery order. ' +
      'An employee may restore only what they deleted. A name taken meanwhile answers 409 naming the clash, and nothing is restored.',
    data: TrashEntryModel,
    message: 'Restored successfully',
    errors: {
      403: 'Employees may restore only what they deleted themselves',
      404: 'This item is not in the trash',
      409: "Cannot restore 'Diwali': a category named 'Diwali' already exists",
    },
  })
  @Post('restore')
  @AllStaff()
  async restore(@Body() { id }: IdArgs) {
    return this.service.restore(id);
  }

  @ApiRoute({
    summary: 'Delete a trashed record forever',
    description: 'Removes the entry and its rows for good; its image files are removed after the commit.',
    data: TrashEntryModel,
    message: 'Deleted forever successfully',
    errors: { 404: 'This item is not in the trash' },
  })
  @Delete('delete')
  @SuperadminOnly()
  async deleteForever(@Body() { id }: IdArgs) {
    return this.service.deleteForever(id);
  }
}
