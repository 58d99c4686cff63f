import { Navigate } from 'react-router-dom';
import { PageShell } from '@lic/web-ui';
import { useSession } from '../features/session/session-context';

/** The customer's plan page; anonymous visitors sign in first and come back here. */
export function MyPlanRoute() {
  const { claims } = useSession();
  if (claims === null) return <Navigate to="/login?redirect=/myplan" replace />;
  return <PageShell title="Mis planes adquiridos">{null}</PageShell>;
}
