import { graphql } from '../../../../gql';

export const AuditEventsDocument = graphql(`
  query AuditEvents(
    $page: Int
    $limit: Int
    $staffId: ID
    $entityKind: String
    $entityId: String
    $name: String
    $action: AuditAction
    $from: String
    $to: String
  ) {
    auditEvents(
      page: $page
      limit: $limit
      staffId: $staffId
      entityKind: $entityKind
      entityId: $entityId
      name: $name
      action: $action
      from: $from
      to: $to
    ) {
      totalCount
      items {
        id
        occurredAt
        action
        entityKind
        entityId
        entityName
        summary
        staffId
        staffName
        staffRole
        requestId
        clientIp
        changeCount
      }
    }
  }
`);
