import { useEffect, useState } from 'react';
import { sessionStore } from '@lic/web-api-client';
import { SessionKickedModal } from '@lic/web-ui';
import { useBackoffice } from '../shared/backoffice-context';
import { validateSession } from './api/validate-session';
import { useStaffSession } from './staff-session';

/** The validity post waits this long after the connection id is known (storefront.md §9). */
export const VALIDATE_SESSION_DELAY_MS = 100;

/** Registers this tab's socket for the session and shows the kick when the server pushes one. */
export function SessionKickWatcher() {
  const { client, connectSession, assignLocation } = useBackoffice();
  const { claims } = useStaffSession();
  const [message, setMessage] = useState<string | null>(null);
  const token = claims === null ? null : sessionStore.getAccessToken();

  useEffect(() => {
    if (token === null) return undefined;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const disconnect = connectSession({
      token,
      onSessionStatus: setMessage,
      onConnectionId: (connectionId) => {
        timers.push(
          setTimeout(() => {
            // Nothing to read in the answer: an invalid session comes back as a ReceiveSessionStatus push.
            validateSession(client, connectionId).catch(() => undefined);
          }, VALIDATE_SESSION_DELAY_MS),
        );
      },
    });
    return () => {
      timers.forEach(clearTimeout);
      disconnect();
    };
  }, [client, connectSession, token]);

  if (message === null) return null;
  return (
    <SessionKickedModal
      message={message}
      onExpire={() => {
        sessionStore.clear();
        assignLocation('/');
      }}
    />
  );
}
