import { Button, ControlGroup, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n/i18n';
import { readStoredToken } from '../../core/tokenStorage';
import { showFailureToast } from '../../core/toaster';
import { FrameRenderUrlDocument } from '../graphql/frameRenderUrl';
import { FrameRenderUsersDocument } from '../graphql/renderUsers';

/** The server's PNG for one user, as an object URL that lives as long as it is shown. */
export interface ServerRenderResult {
  url: string;
  userName: string;
}

/**
 * Picks an app user (by mobile or name) and asks the server for the poster of
 * the saved frame with that user's data, to compare with the browser preview.
 */
export function ServerRenderPicker({
  frameId,
  renderSize,
  onRendered,
}: {
  frameId: string;
  /** The server draws large frames smaller (RENDER_MAX_SIDE): the size its PNG will have. */
  renderSize?: { width: number; height: number };
  onRendered: (result: ServerRenderResult) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState(false);
  const [findUsers, found] = useLazyQuery(FrameRenderUsersDocument, { fetchPolicy: 'network-only' });
  const users = found.data?.appUsers.items ?? [];
  const [renderUrl] = useLazyQuery(FrameRenderUrlDocument, { fetchPolicy: 'network-only' });

  // The chosen user, or the first one found while the choice is not among them.
  const selectedId = users.some((user) => user.id === userId) ? userId : (users[0]?.id ?? '');

  const render = async () => {
    const user = users.find((item) => item.id === selectedId);
    if (!user) return;
    setBusy(true);
    try {
      const { data } = await renderUrl({ variables: { id: frameId, userId: selectedId } });
      if (!data?.frameRenderUrl) throw new Error(t('Failed'));
      const response = await fetch(data.frameRenderUrl, { headers: { authorization: `Bearer ${readStoredToken() ?? ''}` } });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message ?? t('Failed'));
      }
      onRendered({ url: URL.createObjectURL(await response.blob()), userName: user.name });
    } catch (error) {
      showFailureToast(error, t('Failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormGroup
      label={t('Server render for a user')}
      labelFor="frame-render-search"
      helperText={
        renderSize
          ? t("Renders the saved frame with the user's data, at {width} × {height} px", renderSize)
          : t("Renders the saved frame with the user's data")
      }
    >
      <ControlGroup fill>
        <InputGroup
          id="frame-render-search"
          placeholder={t('Mobile or Name')}
          value={search}
          onValueChange={setSearch}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void findUsers({ variables: { query: search.trim() || undefined } });
            }
          }}
        />
        <Button icon="search" aria-label={t('Find users')} onClick={() => void findUsers({ variables: { query: search.trim() || undefined } })} />
      </ControlGroup>
      {users.length > 0 && (
        <ControlGroup fill className="frame-editor__render-user">
          <HTMLSelect aria-label={t('User to render for')} value={selectedId} onChange={(event) => setUserId(event.currentTarget.value)}>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name} ({user.mobile})
              </option>
            ))}
          </HTMLSelect>
          <Button text={busy ? t('Loading...') : t('Render')} intent={Intent.PRIMARY} disabled={busy} onClick={() => void render()} />
        </ControlGroup>
      )}
      {found.data && users.length === 0 && <p>{t('No Data Available')}</p>}
    </FormGroup>
  );
}
