import { useEffect, useState } from 'react';

export interface SupportContacts {
  /** Digits only, with country code, e.g. 919812345678. */
  whatsapp: string;
  email: string;
}

export type SupportContactsState = { status: 'loading' } | { status: 'ready'; contacts: SupportContacts } | { status: 'failed' };

const SUPPORT_URL = '/adminapi/public/support';

// The landing and help pages both show the contacts; fetch them once per visit.
let pendingContacts: Promise<SupportContacts> | undefined;

function loadSupportContacts(): Promise<SupportContacts> {
  pendingContacts ??= fetchSupportContacts().catch((error: unknown) => {
    pendingContacts = undefined; // let the next page try again
    throw error;
  });
  return pendingContacts;
}

async function fetchSupportContacts(): Promise<SupportContacts> {
  const response = await fetch(SUPPORT_URL, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Support contacts answered ${response.status}`);
  const body = (await response.json()) as { data?: Partial<SupportContacts> };
  const whatsapp = String(body.data?.whatsapp ?? '').replace(/\D/g, '');
  const email = String(body.data?.email ?? '').trim();
  if (!whatsapp || !email) throw new Error('Support contacts are incomplete');
  return { whatsapp, email };
}

/** The support WhatsApp number and email configured on the server. */
export function useSupportContacts(): SupportContactsState {
  const [state, setState] = useState<SupportContactsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadSupportContacts().then(
      (contacts) => current && setState({ status: 'ready', contacts }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** Tests only: forget the fetched contacts so the next render fetches again. */
export function forgetSupportContacts() {
  pendingContacts = undefined;
}

/** 919812345678 → +91 98123 45678; other countries → +<digits>. */
export function formatWhatsAppNumber(digits: string): string {
  if (digits.length === 12 && digits.startsWith('91')) {
    return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  }
  return `+${digits}`;
}
