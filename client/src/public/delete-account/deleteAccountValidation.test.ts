import { describe, expect, it } from 'vitest';
import { MOBILE_INVALID, MOBILE_REQUIRED, PIN_REQUIRED, validateDeleteAccount } from './deleteAccountValidation';

describe('validateDeleteAccount', () => {
  it('requires both fields, with the spec texts', () => {
    expect(validateDeleteAccount({ mobile: '', pin: '' })).toEqual({
      mobile: 'Mobile Number is required',
      pin: 'Pin Number is required',
    });
    expect(validateDeleteAccount({ mobile: '   ', pin: '' })).toEqual({ mobile: MOBILE_REQUIRED, pin: PIN_REQUIRED });
  });

  it.each(['9812345678', '7012345678', '8012345678', '+919812345678', ' 9812345678 '])('accepts %j', (mobile) => {
    expect(validateDeleteAccount({ mobile, pin: '1234' })).toEqual({});
  });

  it.each(['6812345678', '981234567', '98123456789', '+9198123456', '91 98123 45678', '+449812345678', 'abcdefghij'])(
    'rejects %j as an invalid mobile number',
    (mobile) => {
      expect(validateDeleteAccount({ mobile, pin: '1234' })).toEqual({ mobile: MOBILE_INVALID });
    },
  );
});
