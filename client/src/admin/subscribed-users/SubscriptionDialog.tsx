import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import type { AppUserFieldsFragment } from '../../gql/graphql';
import { msg, translate, useTranslation } from '../core/i18n/i18n';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { formatDate } from '../shared/format';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { requiredMessage } from '../shared/validation';
import { SubscriptionPlansDocument } from '../shared/graphql/subscriptionPlans';
import { USER_TYPE_LABELS } from '../shared/userTypes';
import { AssignSubscriptionDocument } from './graphql/assignSubscription';
import { DeleteSubscriptionDocument } from './graphql/deleteSubscription';
import { SubscribedUsersDocument } from './graphql/subscribedUsers';

/** Spec §2: a plan is listed as its name and duration in months. */
export const planLabel = (plan: { subscriptionName: string; subscriptionDuration: number }) =>
  translate('{name} – {count, plural, one {# month} other {# months}}', { name: plan.subscriptionName, count: plan.subscriptionDuration });

/** The question before a user's plan is taken away. */
export const deleteSubscriptionQuestion = (planName: string, userName: string) =>
  translate('Remove the plan "{plan}" from {name}?', { plan: planName, name: userName });

export interface SubscriptionDialogProps {
  user: AppUserFieldsFragment | undefined;
  onClose: () => void;
}

/**
 * Spec §2 Subscribed Users: the subscription dialog with its two modes,
 * Assign (plans of the user's type; 'Subscription is required') and Delete
 * Subscription (only when the user has one, spec §4).
 */
export function SubscriptionDialog({ user, onClose }: SubscriptionDialogProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const [planId, setPlanId] = useState('');
  const [showError, setShowError] = useState(false);
  const [busy, setBusy] = useState<'assign' | 'delete'>();
  const [shownFor, setShownFor] = useState<string>();
  // 'Delete Subscription' takes away a paid plan: it asks first, naming the plan.
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // A fresh form for each user the dialog opens for.
  if ((user?.id ?? undefined) !== shownFor) {
    setShownFor(user?.id);
    setPlanId('');
    setShowError(false);
    setConfirmingDelete(false);
  }

  const { data, loading } = useQuery(SubscriptionPlansDocument, {
    variables: { type: user?.userType, status: true },
    skip: !user,
  });
  const reload = { refetchQueries: [SubscribedUsersDocument] };
  const [assign] = useMutationWithToast(AssignSubscriptionDocument, {
    successMessage: msg('Subscription assigned successfully'),
    failureMessage: msg('Failed to assign subscription'),
    ...reload,
  });
  const [remove] = useMutationWithToast(DeleteSubscriptionDocument, {
    successMessage: msg('Subscription deleted successfully'),
    failureMessage: msg('Failed to delete subscription'),
    ...reload,
  });

  const error = showError && !planId ? requiredMessage(msg('Subscription')) : undefined;
  const current = user?.subscription;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowError(true);
    if (!user || !planId) return;
    setBusy('assign');
    const saved = await assign({ input: { userId: user.id, subscriptionId: planId } });
    setBusy(undefined);
    if (saved) onClose();
  };

  const deleteSubscription = async () => {
    if (!user) return;
    setBusy('delete');
    const saved = await remove({ userId: user.id });
    setBusy(undefined);
    if (saved) onClose();
  };

  return (
    <>
      <Dialog isOpen={Boolean(user)} onClose={busy ? undefined : onClose} title={t('Subscription')} icon="crown" canOutsideClickClose={false}>
        <form onSubmit={submit} noValidate aria-label={t('Subscription')}>
          <DialogBody>
            {user && (
              <p>
                <strong>{user.name}</strong> · {t(USER_TYPE_LABELS[user.userType])} · {user.mobile}
              </p>
            )}
            {current && (
              <Callout intent={Intent.PRIMARY} icon="crown" className="admin-subscription-current">
                {t('Current plan:')} <strong>{current.subscriptionName}</strong>
                {current.startDate && current.endDate && (
                  <> {t('from {start} to {end}', { start: formatDate(current.startDate), end: formatDate(current.endDate) })}</>
                )}
              </Callout>
            )}
            <FormGroup
              label={t('Subscription')}
              labelFor={selectId}
              labelInfo={<span aria-hidden="true">*</span>}
              helperText={
                (error && t(error)) ??
                (data && data.subscriptionPlans.length === 0
                  ? t('No active plans for {type} users yet', { type: user ? t(USER_TYPE_LABELS[user.userType]).toLowerCase() : '' })
                  : current
                    ? t('Assigning replaces the current plan from today')
                    : t('The plan starts today'))
              }
              intent={error ? Intent.DANGER : Intent.NONE}
            >
              <HTMLSelect
                id={selectId}
                fill
                value={planId}
                aria-invalid={Boolean(error) || undefined}
                aria-required
                disabled={loading}
                onChange={(event) => setPlanId(event.currentTarget.value)}
              >
                <option value="" disabled>
                  {t('Select Subscription')}
                </option>
                {(data?.subscriptionPlans ?? []).map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {planLabel(plan)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('Cancel')} onClick={onClose} disabled={Boolean(busy)} />
                {current && (
                  <Button
                    intent={Intent.DANGER}
                    text={t('Delete Subscription')}
                    loading={busy === 'delete'}
                    disabled={Boolean(busy)}
                    onClick={() => setConfirmingDelete(true)}
                  />
                )}
                <Button type="submit" intent={Intent.PRIMARY} text={t('Assign')} loading={busy === 'assign'} disabled={Boolean(busy)} />
              </>
            }
          />
        </form>
      </Dialog>
      <ConfirmDialog
        isOpen={confirmingDelete && Boolean(current)}
        title={msg('Delete Subscription')}
        message={user && current ? deleteSubscriptionQuestion(current.subscriptionName, user.name) : ''}
        details={msg('The user loses the plan at once; the plan itself stays for others.')}
        confirmText={msg('Delete Subscription')}
        icon="crown"
        onConfirm={deleteSubscription}
        onClose={() => setConfirmingDelete(false)}
      />
    </>
  );
}
