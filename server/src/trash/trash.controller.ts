import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { AllStaff, Roles, StaffRole, SuperadminOnly } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import { TrashEntriesArgs } from './dto/trash.inputs.js';
import { TrashService } from './trash.service.js';

@Controller('trash')
export class TrashController {
  constructor(private readonly service: TrashService) {}

  @Get()
  @Roles(StaffRole.superadmin, StaffRole.admin)
  async list(@Query() { page, limit, query, kind }: TrashEntriesArgs) {
    const { items, totalCount } = await this.service.list({ page, limit, query, kind });
    return ok('Success', items, totalCount);
  }

  @Post('restore')
  @AllStaff()
  async restore(@Body() { id }: IdArgs) {
    return ok('Restored successfully', await this.service.restore(id));
  }

  @Delete('delete')
  @SuperadminOnly()
  async deleteForever(@Body() { id }: IdArgs) {
    return ok('Deleted forever successfully', await this.service.deleteForever(id));
  }
}
