import { useQuery } from '@apollo/client/react';
import { HTMLTable, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useErrorToast } from '../useErrorToast';
import { AuditChangesDocument } from './graphql/auditChanges';
import { kindLabel } from './historyLabels';
import './history.css';

const OPERATION_LABELS: Record<string, string> = { insert: 'added', update: 'changed', delete: 'removed' };

/** 'Region 4', 'Frame "Gold border"', or the kind alone for a row with no name. */
function changeName(change: { entityKind: string; entityName?: string | null }): string {
  if (!change.entityName) return kindLabel(change.entityKind);
  return change.entityKind === 'FrameRegion' ? change.entityName : `${kindLabel(change.entityKind)} "${change.entityName}"`;
}

/** The rows one history event changed, field by field, before and after. */
export function AuditChangesView({ eventId }: { eventId: string }) {
  const { data, loading, error } = useQuery(AuditChangesDocument, { variables: { eventId } });
  useErrorToast(error, 'Failed to get the changes');
  if (loading && !data) return <Spinner size={SpinnerSize.SMALL} aria-label="Loading changes" />;
  const changes = data?.auditChanges ?? [];
  if (!changes.length) return <p className="admin-history__none">No field changes recorded.</p>;
  return (
    <div className="admin-history__changes">
      {changes.map((change) => (
        <section key={change.id} aria-label={`${changeName(change)} ${OPERATION_LABELS[change.operation] ?? change.operation}`}>
          <h4>
            {changeName(change)} {OPERATION_LABELS[change.operation] ?? change.operation}
          </h4>
          {change.fields.length > 0 && (
            <HTMLTable compact className="admin-history__fields">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {change.fields.map((field) => (
                  <tr key={field.field}>
                    <th scope="row" title={field.field}>
                      {field.label}
                    </th>
                    <td>{field.beforeText ?? '—'}</td>
                    <td>{field.afterText ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </section>
      ))}
    </div>
  );
}
