import type { UserType } from '../../gql/graphql';

/** Spec §9: user types and subscription types are business, panchayat, election. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  business: 'Business',
  panchayat: 'Panchayat',
  election: 'Election',
};

export const USER_TYPE_OPTIONS = (Object.keys(USER_TYPE_LABELS) as UserType[]).map((value) => ({
  label: USER_TYPE_LABELS[value],
  value,
}));
