import { SIGNED_IN } from '@cenacle/kit';
import ChangePasswordPage from './ChangePasswordPage.tsx';
import PrivateRoute from './PrivateRoute.tsx';

/** /change-password is for signed-in users only. */
export default function SignedInChangePassword() {
  return (
    <PrivateRoute authorities={SIGNED_IN}>
      <ChangePasswordPage />
    </PrivateRoute>
  );
}
