import { USER_TYPE_LABELS as SHARED_LABELS } from '../../../../shared/user-types';
import type { UserType } from '../../gql/graphql';

/** Spec §9: user types and subscription types are business, panchayat, election (labels shared with the export). */
export const USER_TYPE_LABELS: Record<UserType, string> = SHARED_LABELS;

export const USER_TYPE_OPTIONS = (Object.keys(USER_TYPE_LABELS) as UserType[]).map((value) => ({
  label: USER_TYPE_LABELS[value],
  value,
}));
