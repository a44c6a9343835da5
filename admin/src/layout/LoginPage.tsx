import { Login } from 'react-admin';

// react-admin's form; its notification shows the auth provider's errors, e.g. a non-staff account.
export const LoginPage = () => (
  <Login
    sx={{ backgroundImage: 'radial-gradient(circle at 50% 14em, #26a69a 0%, #004d40 60%, #00332c 100%)' }}
  />
);
