import { Navigate } from 'react-router-dom';
import { MyPlanPage } from '../features/my-plan/components/my-plan-page';
import { useSession } from '../features/session/session-context';

/** The customer's plan page; anonymous visitors sign in first and come back here. */
export function MyPlanRoute() {
  const { claims } = useSession();
  if (claims === null) return <Navigate to="/login?redirect=/myplan" replace />;
  return <MyPlanPage claims={claims} />;
}
