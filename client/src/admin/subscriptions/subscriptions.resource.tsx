import type { SubscriptionPlanFieldsFragment, SubscriptionPlansQuery, UserType } from '../../gql/graphql';
import type { DataTableColumn } from '../shared/DataTable';
import { msg, translate } from '../core/i18n/i18n';
import { formatCount, formatRupees } from '../shared/format';
import type { FormField } from '../shared/FormDialog';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { write } from '../shared/resource/write';
import { STATUS_OPTIONS, StatusTag } from '../shared/StatusTag';
import { CreateSubscriptionPlanDocument } from './graphql/createSubscriptionPlan';
import { DeleteSubscriptionPlanDocument } from './graphql/deleteSubscriptionPlan';
import { SubscriptionPlansDocument } from '../shared/graphql/subscriptionPlans';
import { UpdateSubscriptionPlanDocument } from './graphql/updateSubscriptionPlan';
import { USER_TYPE_LABELS, USER_TYPE_OPTIONS } from '../shared/userTypes';

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
    : translate('{label} must be a whole number from 1 to {max}', { label: translate(label), max: formatCount(max) });
};

export const PLAN_FIELDS: readonly FormField<PlanFormValues>[] = [
  { name: 'subscriptionName', label: msg('Subscription Name'), required: true, autoComplete: 'off' },
  {
    name: 'subscriptionAmount',
    label: msg('Subscription Amount'),
    type: 'number',
    required: true,
    validate: wholeNumber(msg('Subscription Amount'), MAX_AMOUNT),
    helperText: msg('Whole rupees'),
  },
  {
    name: 'subscriptionDuration',
    label: msg('Subscription Duration'),
    type: 'number',
    required: true,
    validate: wholeNumber(msg('Subscription Duration'), MAX_MONTHS),
    helperText: msg('Months'),
  },
  { name: 'subscriptionType', label: msg('Subscription Type'), type: 'select', required: true, options: USER_TYPE_OPTIONS },
  { name: 'status', label: msg('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
];

const COLUMNS: readonly DataTableColumn<Plan>[] = [
  { id: 'subscriptionName', header: msg('Name'), value: (plan) => plan.subscriptionName, sortable: true },
  {
    id: 'subscriptionAmount',
    header: msg('Amount'),
    value: (plan) => plan.subscriptionAmount,
    render: (plan) => formatRupees(plan.subscriptionAmount),
    sortable: true,
  },
  {
    id: 'subscriptionDuration',
    header: msg('Duration (months)'),
    value: (plan) => plan.subscriptionDuration,
    sortable: true,
  },
  {
    id: 'subscriptionType',
    header: msg('Type'),
    value: (plan) => USER_TYPE_LABELS[plan.subscriptionType],
    render: (plan) => translate(USER_TYPE_LABELS[plan.subscriptionType]),
    sortable: true,
  },
  {
    id: 'status',
    header: msg('Status'),
    value: (plan) => plan.status,
    render: (plan) => <StatusTag active={plan.status} />,
    sortable: true,
  },
];

function planInput(values: PlanFormValues) {
  return {
    subscriptionName: values.subscriptionName.trim(),
    subscriptionAmount: Number(values.subscriptionAmount),
    subscriptionDuration: Number(values.subscriptionDuration),
    // Validation guarantees a type before saving.
    subscriptionType: values.subscriptionType as UserType,
    status: values.status,
  };
}

/** Spec §2 Subscriptions (all staff): plans with add, edit and delete. */
const SUBSCRIPTIONS: ResourceConfig<Plan, PlanFormValues, SubscriptionPlansQuery> = {
  resource: 'subscription',
  title: msg('Subscriptions'),
  tableLabel: msg('Subscriptions'),
  entityName: msg('Subscription'),
  historyKind: 'Subscription',
  addText: msg('Add Subscription'),
  list: SubscriptionPlansDocument,
  rows: (data) => data.subscriptionPlans,
  columns: COLUMNS,
  fields: PLAN_FIELDS,
  initialValues: (editing) =>
    editing
      ? {
          subscriptionName: editing.subscriptionName,
          subscriptionAmount: String(editing.subscriptionAmount),
          subscriptionDuration: String(editing.subscriptionDuration),
          subscriptionType: editing.subscriptionType,
          status: editing.status,
        }
      : NEW_PLAN,
  create: write(CreateSubscriptionPlanDocument, (values) => ({ input: planInput(values) })),
  update: write(UpdateSubscriptionPlanDocument, (values, editing) => ({ input: { id: editing.id, ...planInput(values) } })),
  remove: { document: DeleteSubscriptionPlanDocument },
};

export default SUBSCRIPTIONS;
