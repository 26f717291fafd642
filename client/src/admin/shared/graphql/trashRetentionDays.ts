import { graphql } from '../../../gql';

/** TRASH_RETENTION_DAYS, for the delete confirmations' 'until' (issue 28.2). */
export const TrashRetentionDaysDocument = graphql(`
  query TrashRetentionDays {
    trashRetentionDays
  }
`);
