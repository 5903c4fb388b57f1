import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { loginRedirect } from '@shared/routes';
import { TermsGatePage } from './terms/TermsGatePage';
import { TermsPrompt } from './terms/TermsPrompt';
import { useStores } from '../stores/context';
import { FullPageSpinner } from '../components/FullPageSpinner';

/**
 * The auth guard: logged-out visitors go to / with a redirect query holding the wanted path; a logged-in
 * player sees the terms gate instead of the page until the current terms are accepted.
 */
export const RequireAuth = observer(function RequireAuth({ children }: { children: ReactNode }) {
  const { auth, terms } = useStores();
  const location = useLocation();
  if (auth.restoring) return <FullPageSpinner />;
  if (!auth.isLoggedIn) return <Navigate to={loginRedirect(location.pathname + location.search)} replace />;
  if (!terms.generalAccepted) return <TermsGatePage />;
  return (
    <>
      {children}
      <TermsPrompt />
    </>
  );
});
