import { ENTITIES } from '../../../../../shared/entities';
import type { AuditAction } from '../../../gql/graphql';

/** How the History screen names an event's action. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Deleted forever',
  assign_subscription: 'Subscription assigned',
  remove_subscription: 'Subscription removed',
  notify: 'Notification sent',
  reorder: 'Reordered',
  sign_in: 'Signed in',
  sign_in_refused: 'Sign-in refused',
  password_change: 'Password changed',
  session_end: 'Sessions ended',
  two_factor_setup_start: 'Two-factor setup started',
  two_factor_enable: 'Two-factor sign-in turned on',
  two_factor_disable: 'Two-factor sign-in turned off',
  two_factor_reset: 'Two-factor sign-in reset',
  recovery_codes_regenerate: 'New recovery codes',
  recovery_code_use: 'Recovery code used',
  temporary_password_set: 'Temporary password set',
};

/** The server's entity kinds (its table names) as staff call them, from the entity manifests. */
export const KIND_LABELS: Record<string, string> = Object.fromEntries(ENTITIES.map((entity) => [entity.model, entity.label]));

export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;
