import { Controller, Get, Param, Query } from '@nestjs/common';
import { SuperadminOnly } from '../common/auth/roles.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { AuditEventsArgs } from './dto/audit-events.args.js';
import { AuditChangeModel, AuditEventModel } from './models/audit-event.model.js';
import { HistoryService } from './history.service.js';

@Controller('history')
@SuperadminOnly()
export class HistoryController {
  constructor(private readonly service: HistoryService) {}

  @ApiRoute({
    summary: 'List history events',
    description:
      'Staff operations, newest first, paged: who (staff id, name, role), when, the request id, the record and the action. ' +
      'Filters: staff member, record kind (and id), action and a date range. `totalCount` stops counting at 1,000.',
    data: [AuditEventModel],
    paged: true,
  })
  @Get()
  async list(@Query() args: AuditEventsArgs) {
    return this.service.list(args);
  }

  @ApiRoute({
    summary: "An event's changed rows",
    description: 'Every row the event changed, with its fields before and after (an update lists only the changed fields; secrets are hidden).',
    data: [AuditChangeModel],
    errors: { 404: 'History event not found' },
  })
  @Get(':eventId/changes')
  async changes(@Param('eventId') eventId: string) {
    return this.service.changes(eventId);
  }
}
