import { useEffect } from 'react';
import { leaveForSignIn } from '../providers/siteAccount';

/**
 * React-admin shows this when no one is signed in. The site's /sign-in is the one way in (it sends
 * staff back to the summary), so the console only hands over to it.
 */
export const LoginPage = () => {
  useEffect(() => {
    void leaveForSignIn();
  }, []);
  return null;
};
