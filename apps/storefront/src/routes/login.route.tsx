import { useSearchParams } from 'react-router-dom';
import { LoginForm } from '../features/auth/components/login-form';

export function LoginRoute() {
  const [searchParams] = useSearchParams();
  // A full page load: the target may be the back office, another SPA on this origin.
  return <LoginForm redirect={searchParams.get('redirect')} onSignedIn={(target) => window.location.assign(target)} />;
}
