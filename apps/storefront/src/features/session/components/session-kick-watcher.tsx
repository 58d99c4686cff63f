import { useEffect, useState } from 'react';
import { sessionStore } from '@lic/web-api-client';
import { SessionKickedModal } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useSession } from '../session-context';

/** Listens for the server's "session ended elsewhere" push while a user is signed in (storefront.md §4). */
export function SessionKickWatcher() {
  const { connectSession } = useStorefront();
  const { claims } = useSession();
  const [message, setMessage] = useState<string | null>(null);
  const token = claims === null ? null : sessionStore.getAccessToken();

  useEffect(() => {
    if (token === null) return undefined;
    return connectSession({ token, onSessionStatus: setMessage });
  }, [connectSession, token]);

  if (message === null) return null;
  return (
    <SessionKickedModal
      message={message}
      onExpire={() => {
        sessionStore.clear();
        window.location.assign('/');
      }}
    />
  );
}
