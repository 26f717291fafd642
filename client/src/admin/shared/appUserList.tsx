import { useMemo, useState } from 'react';
import type { AppUserFieldsFragment } from '../../gql/graphql';
import { appUserSearchHint, appUserSearchText } from './appUserSearch';
import { type FrameKind, ProfileFramesDialog, profileFrameActions } from './ProfileFramesDialog';
import { msg } from '../core/i18n/i18n';

/** The search box of the app user lists (App Users, Subscribed Users); English, translated when shown. */
export const SEARCH_LABEL = msg('Mobile or Name');

/**
 * What the app user lists (App Users, Subscribed Users) share in their
 * configs: the server pages them by keyset (there can be a million users),
 * reads the search box as the server does, and a failed list says so in the
 * table only.
 */
export function appUserList<Data>(total: (data: Data) => { totalCount: number; countCapped?: boolean }, sortKeys: Readonly<Record<string, string>>) {
  return {
    listFailed: msg('Failed to get users'),
    quietListFailure: true,
    searchPlaceholder: SEARCH_LABEL,
    paging: { total, sortKeys, searchText: appUserSearchText, searchHint: appUserSearchHint, keyset: true },
  };
}

/** The row actions that open a user's frames dialog (of `kinds`), and that dialog. */
export function useProfileFrames(kinds: readonly FrameKind[]) {
  const [frames, setFrames] = useState<{ user: AppUserFieldsFragment; kind: FrameKind }>();
  const actions = useMemo(() => profileFrameActions<AppUserFieldsFragment>(kinds, (user, kind) => setFrames({ user, kind })), [kinds]);
  const dialog = <ProfileFramesDialog user={frames?.user} kind={frames?.kind ?? kinds[0]} onClose={() => setFrames(undefined)} />;
  return { actions, dialog };
}
