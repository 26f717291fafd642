import { requestContext } from '../common/logging/logger.js';

/**
 * Who is writing, as the history triggers read it (the transaction-local
 * setting `app.audit`, JSON). Inside a request: its id, its operation id (one
 * History entry for all the request's transactions), and the staff member
 * once the access guard has verified them; outside one (a scheduled job, the
 * start-up's first superadmin, a queue worker): the system.
 */
export function auditContext(): string {
  const store = requestContext.getStore();
  if (!store) return JSON.stringify({ system: true });
  const { actor, requestId, operationId } = store;
  return JSON.stringify(
    actor ? { requestId, operationId, staffId: actor.id, staffName: actor.name, staffRole: actor.role } : { requestId, operationId },
  );
}
