import { Navigate, useLocation } from 'react-router-dom';
import { PageShell } from '@lic/web-ui';
import { MyDataView } from '../features/privacy/components/my-data-view';
import { PublicDataRequestForm } from '../features/privacy/components/public-data-request-form';
import { PrivacyPolicyView } from '../features/privacy/components/privacy-policy-view';
import { PRIVACY_TEXT as T } from '../features/privacy/privacy.messages';
import { useSession } from '../features/session/session-context';

/** /politica-de-datos: the brand's current personal-data policy, for everyone. */
export function PrivacyPolicyRoute() {
  return (
    <PageShell>
      <PrivacyPolicyView />
    </PageShell>
  );
}

/** /mis-datos: a signed-in customer's requests about their personal data. */
export function MyDataRoute() {
  const { claims } = useSession();
  const location = useLocation();
  if (claims === null) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  return (
    <PageShell title={T.myDataTitle}>
      <MyDataView />
    </PageShell>
  );
}

/** /solicitud-datos-personales: the same requests for a holder without an account (the e-mail is verified first). */
export function PublicDataRequestRoute() {
  return (
    <PageShell title={T.publicTitle}>
      <PublicDataRequestForm />
    </PageShell>
  );
}
