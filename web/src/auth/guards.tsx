import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../components/Spinner';
import { useSession } from './useSession';

/** Login-required routes: spinner while the session loads, /login without a user. */
export function RequireAuth() {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** The landing page: a signed-in user goes to /dashboard. */
export function LandingGate() {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** /login: a signed-in user goes to /dashboard when onboarded, otherwise to /onboard. */
export function LoginGate() {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (user) return <Navigate to={user.onboarded ? '/dashboard' : '/onboard'} replace />;
  return <Outlet />;
}
