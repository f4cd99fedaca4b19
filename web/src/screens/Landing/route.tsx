import { useNavigate } from 'react-router';
import { LandingNavigation } from './inAppLink';
import { Landing } from './Landing';

/** Inside the router the landing page's links navigate with it. */
export function Component() {
  const navigate = useNavigate();
  return (
    <LandingNavigation.Provider value={(to) => void navigate(to)}>
      <Landing />
    </LandingNavigation.Provider>
  );
}
