import { graphql } from '../../../../gql';

export const AuditChangesDocument = graphql(`
  query AuditChanges($eventId: String!) {
    auditChanges(eventId: $eventId) {
      id
      entityKind
      entityId
      operation
      fields {
        field
        before
        after
      }
    }
  }
`);
