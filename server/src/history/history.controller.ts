import { Controller, Get, Param, Query } from '@nestjs/common';
import { SuperadminOnly } from '../common/auth/roles.js';
import { ok } from '../common/rest/envelope.js';
import { AuditEventsArgs } from './dto/audit-events.args.js';
import { HistoryService } from './history.service.js';

@Controller('history')
@SuperadminOnly()
export class HistoryController {
  constructor(private readonly service: HistoryService) {}

  @Get()
  async list(@Query() args: AuditEventsArgs) {
    const { items, totalCount } = await this.service.list(args);
    return ok('Success', items, totalCount);
  }

  @Get(':eventId/changes')
  async changes(@Param('eventId') eventId: string) {
    return ok('Success', await this.service.changes(eventId));
  }
}
