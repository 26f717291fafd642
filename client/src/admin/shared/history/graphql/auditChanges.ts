import { graphql } from '../../../../gql';

export const AuditChangesDocument = graphql(`
  query AuditChanges($eventId: String!) {
    auditChanges(eventId: $eventId) {
      id
      entityKind
      entityId
      entityName
      operation
      fields {
        field
        label
        beforeText
        afterText
      }
    }
  }
`);
