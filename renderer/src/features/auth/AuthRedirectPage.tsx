import { Navigate, useLocation } from 'react-router-dom';
import { authRedirectTarget } from './autoLogin';

/** /auth: never a page of its own, it opens the login (with the link's parameters when given). */
export default function AuthRedirectPage() {
  const { search } = useLocation();
  return <Navigate to={authRedirectTarget(search)} replace />;
}
