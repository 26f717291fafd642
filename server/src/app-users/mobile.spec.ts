import { describe, expect, it } from '@jest/globals';
import { INDIAN_MOBILE } from '../common/dto/validation-messages.js';
import { normalizeMobile } from './mobile.js';
import { OCCUPATIONS } from './occupations.js';

describe('normalizeMobile', () => {
  it('stores +91 and bare numbers the same way', () => {
    expect(normalizeMobile('+919876543210')).toBe('9876543210');
    expect(normalizeMobile(' 9876543210 ')).toBe('9876543210');
  });

  it('leaves what the pattern refuses for the validator to refuse', () => {
    expect(INDIAN_MOBILE.test(normalizeMobile('+91 9876543210'))).toBe(false);
    expect(INDIAN_MOBILE.test(normalizeMobile('+916876543210'))).toBe(false);
    expect(INDIAN_MOBILE.test(normalizeMobile('+91987654321'))).toBe(false);
  });
});

describe('OCCUPATIONS', () => {
  it('are distinct and in NFC, the form inputs are compared in', () => {
    expect(new Set(OCCUPATIONS).size).toBe(OCCUPATIONS.length);
    for (const title of OCCUPATIONS) expect(title).toBe(title.normalize('NFC'));
  });
});
