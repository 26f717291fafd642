import type { AppUserFieldsFragment, UserType } from '../../gql/graphql';
import { msg, translate } from '../core/i18n/i18n';
import type { FormField } from '../shared/FormDialog';
import { STATUS_OPTIONS } from '../shared/StatusTag';
import { INVALID_MOBILE, MOBILE_PATTERN } from '../shared/validation';
import { USER_TYPE_OPTIONS } from '../shared/userTypes';

export interface AppUserFormValues extends Record<string, unknown> {
  name: string;
  mobile: string;
  pin: string;
  occupation: string;
  userType: UserType | '';
  downloadLimit: string;
  village: string;
  taluka: string;
  district: string;
  status: boolean;
}

/** Same rules and texts as the server. */
export const PIN_MESSAGE = msg('Pin must be 4 to 6 digits');
const MAX_DOWNLOAD_LIMIT = 100_000;

export const NEW_APP_USER: AppUserFormValues = {
  name: '',
  mobile: '',
  pin: '',
  occupation: '',
  userType: '',
  downloadLimit: '10',
  village: '',
  taluka: '',
  district: '',
  status: true,
};

export function appUserFormValues(user: AppUserFieldsFragment): AppUserFormValues {
  return {
    name: user.name,
    mobile: user.mobile,
    pin: '',
    occupation: user.occupation ?? '',
    userType: user.userType,
    downloadLimit: String(user.downloadLimit),
    village: user.village ?? '',
    taluka: user.taluka ?? '',
    district: user.district ?? '',
    status: user.status,
  };
}

/** Spec §3 app user fields; `occupations` is the server's fixed list. */
export function appUserFields(occupations: readonly string[]): FormField<AppUserFormValues>[] {
  return [
    { name: 'name', label: msg('Name'), required: true, autoComplete: 'off' },
    {
      name: 'mobile',
      label: msg('Mobile Number'),
      required: true,
      autoComplete: 'off',
      validate: (value) => (MOBILE_PATTERN.test(String(value).trim()) ? undefined : INVALID_MOBILE),
    },
    {
      name: 'pin',
      label: msg('Pin Number'),
      type: 'password',
      autoComplete: 'new-password',
      required: (_values, mode) => mode === 'add',
      validate: (value) => (/^\d{4,6}$/.test(String(value).trim()) ? undefined : PIN_MESSAGE),
      helperText: (mode) => (mode === 'edit' ? msg('Leave blank to keep the current pin.') : msg('4 to 6 digits.')),
    },
    {
      name: 'occupation',
      label: msg('Occupation'),
      type: 'select',
      options: occupations.map((title) => ({ label: title, value: title })),
    },
    { name: 'userType', label: msg('User Type'), type: 'select', required: true, options: USER_TYPE_OPTIONS },
    {
      name: 'downloadLimit',
      label: msg('Download Limit'),
      type: 'number',
      required: true,
      helperText: msg('Posters per day'),
      validate: (value) => {
        const text = String(value).trim();
        return /^\d+$/.test(text) && Number(text) <= MAX_DOWNLOAD_LIMIT
          ? undefined
          : translate('Download Limit must be a whole number from 0 to {max}', { max: MAX_DOWNLOAD_LIMIT });
      },
    },
    { name: 'village', label: msg('Village'), autoComplete: 'off' },
    { name: 'taluka', label: msg('Taluka'), autoComplete: 'off' },
    { name: 'district', label: msg('District'), autoComplete: 'off' },
    { name: 'status', label: msg('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
  ];
}

/** The input both mutations take; blank places are sent as null (cleared), a blank pin is left out (kept). */
export function appUserInput(values: AppUserFormValues) {
  const place = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    name: values.name.trim(),
    mobile: values.mobile.trim(),
    occupation: values.occupation || null,
    downloadLimit: Number(values.downloadLimit),
    village: place(values.village),
    taluka: place(values.taluka),
    district: place(values.district),
    status: values.status,
    ...(values.pin.trim() ? { pin: values.pin.trim() } : {}),
  };
}
