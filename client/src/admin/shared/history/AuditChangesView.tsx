import { useQuery } from '@apollo/client/react';
import { HTMLTable, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useErrorToast } from '../useErrorToast';
import { AuditChangesDocument } from './graphql/auditChanges';
import { shownKindLabel } from './historyLabels';
import { i18n, msg, translate, useTranslation } from '../../core/i18n/i18n';
import './history.css';

/** A changed row's heading, one sentence per operation: '{what} added'. */
const OPERATION_TEXTS: Record<string, string> = { insert: msg('{what} added'), update: msg('{what} changed'), delete: msg('{what} removed') };

/** 'Region 4', 'Frame "Gold border"', or the kind alone for a row with no name. */
function changeName(change: { entityKind: string; entityName?: string | null }): string {
  if (!change.entityName) return shownKindLabel(change.entityKind);
  return change.entityKind === 'FrameRegion'
    ? change.entityName
    : translate('{kind} "{name}"', { kind: shownKindLabel(change.entityKind), name: change.entityName });
}

/** 'Region 4 added'; an operation the admin does not know by its server name. */
function changeHeading(change: { entityKind: string; entityName?: string | null; operation: string }): string {
  const text = OPERATION_TEXTS[change.operation];
  return text ? translate(text, { what: changeName(change) }) : `${changeName(change)} ${change.operation}`;
}

/** A value as the server wrote it: a manifest's value label ('Active', 'Yes') in the current language, record data unchanged. */
const shownValue = (text: string) => (i18n.exists(text) ? translate(text) : text);

/** The rows one history event changed, field by field, before and after. */
export function AuditChangesView({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(AuditChangesDocument, { variables: { eventId } });
  useErrorToast(error, msg('Failed to get the changes'));
  if (loading && !data) return <Spinner size={SpinnerSize.SMALL} aria-label={t('Loading changes')} />;
  const changes = data?.auditChanges ?? [];
  if (!changes.length) return <p className="admin-history__none">{t('No field changes recorded.')}</p>;
  return (
    <div className="admin-history__changes">
      {changes.map((change) => (
        <section key={change.id} aria-label={changeHeading(change)}>
          <h4>{changeHeading(change)}</h4>
          {change.fields.length > 0 && (
            <HTMLTable compact className="admin-history__fields">
              <thead>
                <tr>
                  <th scope="col">{t('Field')}</th>
                  <th scope="col">{t('Before')}</th>
                  <th scope="col">{t('After')}</th>
                </tr>
              </thead>
              <tbody>
                {change.fields.map((field) => (
                  <tr key={field.field}>
                    <th scope="row" title={field.field}>
                      {shownValue(field.label)}
                    </th>
                    <td>{shownValue(field.beforeText ?? '—')}</td>
                    <td>{shownValue(field.afterText ?? '—')}</td>
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
