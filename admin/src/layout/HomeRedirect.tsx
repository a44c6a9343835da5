import { Navigate } from 'react-admin';

/** The console's home is the spec's /summary, where sign-in also lands. */
export const HomeRedirect = () => <Navigate to="/summary" replace />;
