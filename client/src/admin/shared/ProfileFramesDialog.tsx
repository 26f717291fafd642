import { useQuery } from '@apollo/client/react';
import type { AppUserFieldsFragment } from '../../gql/graphql';
import type { RowAction } from './DataTable';
import { type FormField, FormDialog } from './FormDialog';
import type { StoredImage } from './images/types';
import { useMutationWithToast } from './useMutationWithToast';
import { msg, translate } from '../core/i18n/i18n';
import {
  BusinessProfileDocument,
  ElectionProfileDocument,
  PanchayatProfileDocument,
  SaveBusinessProfileDocument,
  SaveElectionProfileDocument,
  SavePanchayatProfileDocument,
} from './graphql/profiles';

export type FrameKind = 'business' | 'panchayat' | 'election';

/** The row actions that open a user's frames dialog, each shown only for the user types that have that profile. */
export function profileFrameActions<User extends { userType: string }>(
  kinds: readonly FrameKind[],
  open: (user: User, kind: FrameKind) => void,
): RowAction<User>[] {
  const actions: Record<FrameKind, RowAction<User>> = {
    business: {
      label: msg('Business frames'),
      icon: 'office',
      onClick: (user) => open(user, 'business'),
      hidden: (user) => user.userType === 'election',
    },
    panchayat: {
      label: msg('Panchayat frames'),
      icon: 'bank-account',
      onClick: (user) => open(user, 'panchayat'),
      hidden: (user) => user.userType !== 'panchayat',
    },
    election: {
      label: msg('Election frames'),
      icon: 'flag',
      onClick: (user) => open(user, 'election'),
      hidden: (user) => user.userType !== 'election',
    },
  };
  return kinds.map((kind) => actions[kind]);
}

interface FramesFormValues extends Record<string, unknown> {
  first: File[];
  second: File[];
  frames: File[];
}

const EMPTY: FramesFormValues = { first: [], second: [], frames: [] };
const CHOOSE_ONE = msg('Choose at least one image');

/** Spec §3 profile images: labels of the two single images and the frames of each kind. */
const LABELS: Record<FrameKind, { title: string; first: string; second?: string; frames: string; saved: string; failed: string }> = {
  business: {
    title: msg('Business Frames'),
    first: msg('Business Logo'),
    frames: msg('Business Frames'),
    saved: msg('Business Frames saved successfully'),
    failed: msg('Failed to save business frames'),
  },
  panchayat: {
    title: msg('Panchayat Frames'),
    first: msg('Panchayat Logo'),
    second: msg('Person Image'),
    frames: msg('Panchayat Frames'),
    saved: msg('Panchayat Frames saved successfully'),
    failed: msg('Failed to save panchayat frames'),
  },
  election: {
    title: msg('Election Frames'),
    first: msg('Candidate Symbol'),
    second: msg('Candidate Image'),
    frames: msg('Candidate Frames'),
    saved: msg('Election Frames saved successfully'),
    failed: msg('Failed to save election frames'),
  },
};

const one = (image: StoredImage | null | undefined) => (image ? [image] : []);

function framesFields(kind: FrameKind, first: StoredImage[], second: StoredImage[], frames: StoredImage[]) {
  const labels = LABELS[kind];
  const fields: FormField<FramesFormValues>[] = [
    {
      name: 'first',
      label: labels.first,
      type: 'images',
      max: 1,
      existingImages: first,
      helperText: first.length ? msg('Choose an image only to replace the current one') : undefined,
    },
  ];
  if (labels.second) {
    fields.push({
      name: 'second',
      label: labels.second,
      type: 'images',
      max: 1,
      existingImages: second,
      helperText: second.length ? msg('Choose an image only to replace the current one') : undefined,
    });
  }
  fields.push({
    name: 'frames',
    label: labels.frames,
    type: 'images',
    max: 50,
    existingImages: frames,
    helperText: msg('New frames join the ones shown'),
  });
  return fields;
}

/**
 * Spec §2 App Users / Subscribed Users row actions: the user's business,
 * panchayat or election images. What the user has shows first; a chosen
 * logo, symbol or photo replaces the current one, chosen frames are added.
 */
export function ProfileFramesDialog({ user, kind, onClose }: { user: AppUserFieldsFragment | undefined; kind: FrameKind; onClose: () => void }) {
  const userId = user?.id ?? '';
  const business = useQuery(BusinessProfileDocument, { variables: { userId }, skip: !user || kind !== 'business' });
  const panchayat = useQuery(PanchayatProfileDocument, { variables: { userId }, skip: !user || kind !== 'panchayat' });
  const election = useQuery(ElectionProfileDocument, { variables: { userId }, skip: !user || kind !== 'election' });

  const options = {
    successMessage: LABELS[kind].saved,
    failureMessage: LABELS[kind].failed,
  };
  const [saveBusiness] = useMutationWithToast(SaveBusinessProfileDocument, { ...options, refetchQueries: [BusinessProfileDocument] });
  const [savePanchayat] = useMutationWithToast(SavePanchayatProfileDocument, { ...options, refetchQueries: [PanchayatProfileDocument] });
  const [saveElection] = useMutationWithToast(SaveElectionProfileDocument, { ...options, refetchQueries: [ElectionProfileDocument] });

  let fields: FormField<FramesFormValues>[];
  if (kind === 'business') {
    const profile = business.data?.businessProfile;
    fields = framesFields(kind, one(profile?.businessLogo), [], profile?.businessFrame ?? []);
  } else if (kind === 'panchayat') {
    const profile = panchayat.data?.panchayatProfile;
    fields = framesFields(kind, one(profile?.panchayatLogo), one(profile?.personImage), profile?.panchayatFrame ?? []);
  } else {
    const profile = election.data?.electionProfile;
    fields = framesFields(kind, one(profile?.candidateSymbol), one(profile?.candidateImage), profile?.candidateFrame ?? []);
  }

  const save: Parameters<typeof FormDialog<FramesFormValues>>[0]['onSubmit'] = async (values, upload) => {
    if (!user) return false;
    const [first] = values.first;
    const [second] = values.second;
    const frames = values.frames.length ? values.frames : null;
    const saved =
      kind === 'business'
        ? await saveBusiness({ userId: user.id, businessLogo: first ?? null, businessFrame: frames }, upload)
        : kind === 'panchayat'
          ? await savePanchayat({ userId: user.id, panchayatLogo: first ?? null, personImage: second ?? null, panchayatFrame: frames }, upload)
          : await saveElection({ userId: user.id, candidateSymbol: first ?? null, candidateImage: second ?? null, candidateFrame: frames }, upload);
    return Boolean(saved);
  };

  return (
    <FormDialog
      isOpen={Boolean(user)}
      mode="edit"
      entityName={user ? translate('{title} of {name}', { title: translate(LABELS[kind].title), name: user.name }) : LABELS[kind].title}
      history={user ? { entityKind: 'AppUser', entityId: user.id } : undefined}
      fields={fields}
      initialValues={EMPTY}
      onSubmit={save}
      onClose={onClose}
      validate={(values) => (values.first.length || values.second.length || values.frames.length ? {} : { frames: CHOOSE_ONE })}
    />
  );
}
