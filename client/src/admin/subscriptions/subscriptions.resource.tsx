import { Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { SubscriptionPlanFieldsFragment, UserType } from '../../gql/graphql';
import { AddButton } from '../shared/AddButton';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type DataTableColumn, DataTable, type RowAction } from '../shared/DataTable';
import { type FormField, FormDialog } from '../shared/FormDialog';
import { PageHeader } from '../shared/PageHeader';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { useRecordDialog } from '../shared/useRecordDialog';
import { formatRupees } from '../shared/format';
import { CreateSubscriptionPlanDocument } from './graphql/createSubscriptionPlan';
import { DeleteSubscriptionPlanDocument } from './graphql/deleteSubscriptionPlan';
import { SubscriptionPlansDocument } from './graphql/subscriptionPlans';
import { UpdateSubscriptionPlanDocument } from './graphql/updateSubscriptionPlan';
import { USER_TYPE_LABELS, USER_TYPE_OPTIONS } from './userTypes';

type Plan = SubscriptionPlanFieldsFragment;

export interface PlanFormValues extends Record<string, unknown> {
  subscriptionName: string;
  /** Text while typing; checked as a whole number before saving. */
  subscriptionAmount: string;
  subscriptionDuration: string;
  subscriptionType: UserType | '';
  status: boolean;
}

const NEW_PLAN: PlanFormValues = {
  subscriptionName: '',
  subscriptionAmount: '',
  subscriptionDuration: '',
  subscriptionType: '',
  status: true,
};

/** Same bounds and texts as the server. */
const MAX_AMOUNT = 10_000_000;
const MAX_MONTHS = 120;
const wholeNumber = (label: string, max: number) => (value: unknown) => {
  const text = String(value).trim();
  return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= max
    ? undefined
    : `${label} must be a whole number from 1 to ${max.toLocaleString('en-IN')}`;
};

export const PLAN_FIELDS: readonly FormField<PlanFormValues>[] = [
  { name: 'subscriptionName', label: 'Subscription Name', required: true, autoComplete: 'off' },
  {
    name: 'subscriptionAmount',
    label: 'Subscription Amount',
    type: 'number',
    required: true,
    validate: wholeNumber('Subscription Amount', MAX_AMOUNT),
    helperText: 'Whole rupees',
  },
  {
    name: 'subscriptionDuration',
    label: 'Subscription Duration',
    type: 'number',
    required: true,
    validate: wholeNumber('Subscription Duration', MAX_MONTHS),
    helperText: 'Months',
  },
  { name: 'subscriptionType', label: 'Subscription Type', type: 'select', required: true, options: USER_TYPE_OPTIONS },
  { name: 'status', label: 'Status', type: 'select', required: true, options: STATUS_OPTIONS },
];

const COLUMNS: readonly DataTableColumn<Plan>[] = [
  { id: 'subscriptionName', header: 'Name', value: (plan) => plan.subscriptionName, sortable: true },
  {
    id: 'subscriptionAmount',
    header: 'Amount',
    value: (plan) => plan.subscriptionAmount,
    render: (plan) => formatRupees(plan.subscriptionAmount),
    sortable: true,
  },
  {
    id: 'subscriptionDuration',
    header: 'Duration (months)',
    value: (plan) => plan.subscriptionDuration,
    sortable: true,
  },
  {
    id: 'subscriptionType',
    header: 'Type',
    value: (plan) => USER_TYPE_LABELS[plan.subscriptionType],
    sortable: true,
  },
  {
    id: 'status',
    header: 'Status',
    value: (plan) => plan.status,
    render: (plan) => <StatusTag active={plan.status} />,
    sortable: true,
  },
];

/** Spec §2 Subscriptions (all staff): plans with add, edit and delete. */
export function SubscriptionsPage() {
  const dialog = useRecordDialog<Plan>();
  const [deleting, setDeleting] = useState<Plan>();

  const { data, loading, error, refetch } = useQuery(SubscriptionPlansDocument);

  const reload = { refetchQueries: [SubscriptionPlansDocument] };
  const [createPlan] = useMutationWithToast(CreateSubscriptionPlanDocument, {
    successMessage: 'Subscription created successfully',
    failureMessage: 'Failed to create subscription',
    ...reload,
  });
  const [updatePlan] = useMutationWithToast(UpdateSubscriptionPlanDocument, {
    successMessage: 'Subscription updated successfully',
    failureMessage: 'Failed to update subscription',
    ...reload,
  });
  const [deletePlan] = useMutationWithToast(DeleteSubscriptionPlanDocument, {
    successMessage: 'Subscription deleted successfully',
    failureMessage: 'Failed to delete subscription',
    ...reload,
  });

  const actions: RowAction<Plan>[] = [
    { label: 'Edit', icon: 'edit', onClick: dialog.openEdit },
    { label: 'Delete', icon: 'trash', intent: Intent.DANGER, onClick: setDeleting },
  ];

  const editing = dialog.mode === 'edit' ? dialog.record : undefined;
  const initialValues: PlanFormValues = editing
    ? {
        subscriptionName: editing.subscriptionName,
        subscriptionAmount: String(editing.subscriptionAmount),
        subscriptionDuration: String(editing.subscriptionDuration),
        subscriptionType: editing.subscriptionType,
        status: editing.status,
      }
    : NEW_PLAN;

  const save = async (values: PlanFormValues) => {
    // Validation guarantees a type; the check narrows it.
    if (!values.subscriptionType) return false;
    const input = {
      subscriptionName: values.subscriptionName.trim(),
      subscriptionAmount: Number(values.subscriptionAmount),
      subscriptionDuration: Number(values.subscriptionDuration),
      subscriptionType: values.subscriptionType,
      status: values.status,
    };
    const saved = editing
      ? await updatePlan({ input: { id: editing.id, ...input } })
      : await createPlan({ input });
    return Boolean(saved);
  };

  return (
    <>
      <PageHeader title="Subscriptions" />
      <DataTable
        label="Subscriptions"
        rows={data?.subscriptionPlans ?? []}
        columns={COLUMNS}
        rowKey={(plan) => plan.id}
        actions={actions}
        loading={loading}
        error={error}
        errorFallback="Failed to get subscriptions"
        onRetry={refetch}
        toolbar={<AddButton text="Add Subscription" onClick={dialog.openAdd} />}
      />
      <FormDialog
        isOpen={dialog.isOpen}
        mode={dialog.mode}
        entityName="Subscription"
        fields={PLAN_FIELDS}
        initialValues={initialValues}
        onSubmit={save}
        onClose={dialog.close}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onConfirm={() => deleting && deletePlan({ id: deleting.id })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

export default SubscriptionsPage;
