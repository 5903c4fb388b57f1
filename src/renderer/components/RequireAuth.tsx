import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { loginRedirect } from '@shared/routes';
import { useStores } from '../stores/context';
import { FullPageSpinner } from './FullPageSpinner';

/** The auth guard: logged-out visitors go to / with a redirect query holding the wanted path. */
export const RequireAuth = observer(function RequireAuth({ children }: { children: ReactNode }) {
  const { auth } = useStores();
  const location = useLocation();
  if (auth.restoring) return <FullPageSpinner />;
  if (!auth.isLoggedIn) return <Navigate to={loginRedirect(location.pathname + location.search)} replace />;
  return <>{children}</>;
});
