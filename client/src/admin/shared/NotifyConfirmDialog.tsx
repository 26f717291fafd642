import { Intent } from '@blueprintjs/core';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Asks before a 'Send notification' pushes to every phone of the app. The
 * server refuses the same item again within 10 minutes (409, its message is toasted).
 */
export function NotifyConfirmDialog({
  subject,
  onConfirm,
  onClose,
}: {
  /** What the notification is about, e.g. the subcategory's name; undefined keeps the dialog closed. */
  subject: string | undefined;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={subject !== undefined}
      title="Send notification"
      message={`Send a notification about '${subject ?? ''}' to the app's users?`}
      confirmText="Send"
      intent={Intent.PRIMARY}
      icon="notifications"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
