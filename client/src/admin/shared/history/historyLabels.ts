import { ENTITIES } from '../../../../../shared/entities';
import type { AuditAction } from '../../../gql/graphql';
import { msg, translate } from '../../core/i18n/i18n';

/** How the History screen names an event's action (English; `actionLabel` gives the current language's). */
export const ACTION_LABELS: Record<AuditAction, string> = {
  create: msg('Created'),
  update: msg('Updated'),
  delete: msg('Deleted'),
  restore: msg('Restored'),
  purge: msg('Deleted forever'),
  assign_subscription: msg('Subscription assigned'),
  remove_subscription: msg('Subscription removed'),
  notify: msg('Notification sent'),
  reorder: msg('Reordered'),
  sign_in: msg('Signed in'),
  sign_in_refused: msg('Sign-in refused'),
  password_change: msg('Password changed'),
  session_end: msg('Sessions ended'),
  two_factor_setup_start: msg('Two-factor setup started'),
  two_factor_enable: msg('Two-factor sign-in turned on'),
  two_factor_disable: msg('Two-factor sign-in turned off'),
  two_factor_reset: msg('Two-factor sign-in reset'),
  recovery_codes_regenerate: msg('New recovery codes'),
  recovery_code_use: msg('Recovery code used'),
  temporary_password_set: msg('Temporary password set'),
};

/** An event's action in the current language. */
export const actionLabel = (action: AuditAction) => translate(ACTION_LABELS[action]);

/** The server's entity kinds (its table names) as staff call them, from the entity manifests (English). */
export const KIND_LABELS: Record<string, string> = Object.fromEntries(ENTITIES.map((entity) => [entity.model, entity.label]));

/** A kind as staff call it, English: `kindLabel('StaffUser')` is 'Admin User'; an unknown kind as it is. */
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;

/** A kind in the current language (the manifest's label translated). */
export const shownKindLabel = (kind: string) => translate(kindLabel(kind));
