import { Args, Query, Resolver } from '@nestjs/graphql';
import { SuperadminOnly } from '../common/auth/roles.js';
import { AuditChangesArgs, AuditEventsArgs } from './dto/audit-events.args.js';
import { AuditChangeModel, AuditEventPage } from './models/audit-event.model.js';
import { HistoryService } from './history.service.js';

@Resolver()
@SuperadminOnly()
export class HistoryResolver {
  constructor(private readonly service: HistoryService) {}

  @Query(() => AuditEventPage, { description: 'The history of staff changes, newest first. Who may call: superadmin.' })
  auditEvents(@Args() args: AuditEventsArgs) {
    return this.service.list(args);
  }

  @Query(() => [AuditChangeModel], { description: 'The rows one history event changed, with before and after. Who may call: superadmin.' })
  auditChanges(@Args() { eventId }: AuditChangesArgs) {
    return this.service.changes(eventId);
  }
}
