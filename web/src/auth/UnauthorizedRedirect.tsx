import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onUnauthorized } from './identity';
import { sessionStore } from './sessionStore';

/** Any 401 from any client sends the user to /login, unless already there. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        sessionStore.setUser(null);
        if (window.location.pathname !== '/login') navigate('/login', { replace: true });
      }),
    [navigate],
  );
  return null;
}
