import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notify, useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { useSession } from '../../session';
import { acceptPolicy, getConsentStatus } from '../api/privacy-api';
import { PRIVACY_TEXT as T } from '../privacy.messages';

/**
 * A new version of the brand's policy asks a signed-in customer to accept it again (decision 0057); the
 * acceptance is kept with its date and address. "Más tarde" asks again on the next visit.
 */
export function PolicyAcceptancePrompt() {
  const { client, appName } = useStorefront();
  const { claims } = useSession();
  const customer = Boolean(claims?.customer_value);
  const status = useRemote([client, appName, customer], () => getConsentStatus(client, appName).catch(() => null), { enabled: customer });
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = status.data;
  if (!customer || !current?.mustAccept || dismissed) return null;

  const accept = async () => {
    setBusy(true);
    try {
      await acceptPolicy(client, appName, current.currentVersion);
      await status.reload();
    } catch {
      notify.error(T.acceptError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={T.newPolicyTitle}
      okText={T.accept}
      cancelText={T.later}
      confirmLoading={busy}
      onOk={accept}
      onCancel={() => setDismissed(true)}
    >
      <Typography.Paragraph>{T.newPolicyText(current.currentVersion)}</Typography.Paragraph>
      <Link to="/politica-de-datos" onClick={() => setDismissed(true)}>
        {T.readPolicy}
      </Link>
    </Modal>
  );
}
