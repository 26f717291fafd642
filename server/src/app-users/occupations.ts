/**
 * Occupations an app user can have (spec §3): sarpanch, upsarpanch, talati,
 * VCE operator, MP, MLA, district and taluka panchayat member, social worker,
 * website sponsor, member. Stored and compared in Unicode NFC.
 */
export const OCCUPATIONS = [
  'સરપંચ',
  'ઉપસરપંચ',
  'તલાટી કમ મંત્રી',
  'વી.સી.ઈ. ઓપરેટર',
  'સાંસદ',
  'ધારાસભ્ય',
  'જિલ્લા પંચાયત સભ્ય',
  'તાલુકા પંચાયત સભ્ય',
  'સામાજિક કાર્યકર',
  'વેબસાઈટ સ્પોન્સર',
  'સભ્ય',
] as const;
