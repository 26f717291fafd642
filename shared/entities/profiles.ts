import { type EntityManifest } from './manifest.js';

/** A panchayat (village council) app user's profile; goes with its user. */
export const PANCHAYAT_PROFILE = {
  model: 'PanchayatProfile',
  key: 'panchayatProfile',
  nouns: ['panchayat profile', 'panchayat profiles'],
  label: 'Panchayat Profile',
  graphqlType: 'PanchayatProfile',
  unique: ['userId'],
  fields: { userId: { label: 'App User' } },
  images: { ownerKey: 'panchayatProfileId', kinds: { panchayat_logo: 1, panchayat_person: 1, panchayat_frame: 50 } },
} as const satisfies EntityManifest;

/** An election candidate app user's profile; goes with its user. */
export const ELECTION_PROFILE = {
  model: 'ElectionProfile',
  key: 'electionProfile',
  nouns: ['election profile', 'election profiles'],
  label: 'Election Profile',
  graphqlType: 'ElectionProfile',
  unique: ['userId'],
  fields: { userId: { label: 'App User' } },
  images: { ownerKey: 'electionProfileId', kinds: { candidate_symbol: 1, candidate_image: 1, candidate_frame: 50 } },
} as const satisfies EntityManifest;
