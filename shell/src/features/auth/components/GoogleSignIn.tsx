import { loadAccount, notify } from '@cenacle/kit';
import { Button, makeStyles, tokens } from '@cenacle/kit/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuthConfig, googleSignIn } from '../api/accounts.api.ts';

const STATE_KEY = 'cenacle.google.state';
const NONCE_KEY = 'cenacle.google.nonce';

const useStyles = makeStyles({ google: { marginTop: tokens.spacingVerticalM, width: '100%' } });

const randomState = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The ID token Google sent back in the page's fragment (OpenID implicit flow), if it is ours. */
function returnedToken(): { token: string; nonce: string } | null {
  if (!window.location.hash.includes('id_token=')) return null;
  const params = new URLSearchParams(window.location.hash.slice(1));
  const expected = sessionStorage.getItem(STATE_KEY);
  const nonce = sessionStorage.getItem(NONCE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  sessionStorage.removeItem(NONCE_KEY);
  // Drop the token from the address bar and the history at once.
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  const token = params.get('id_token');
  return token && nonce && expected && params.get('state') === expected ? { token, nonce } : null;
}

/**
 * "Sign in with Google" (hidden when the server has no client id): a top-level redirect to Google,
 * which comes back to /log-in with an ID token the server verifies (`POST /api/register-mobile-user`).
 * No Google script runs in the page.
 */
export function GoogleSignIn(props: { readonly onSignedIn: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const config = useQuery({
    queryKey: ['auth-config'],
    queryFn: fetchAuthConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const handled = useRef(false);
  const { onSignedIn } = props;

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const returned = returnedToken();
    if (!returned) return;
    googleSignIn(returned.token, returned.nonce)
      .then(() => loadAccount())
      .then((account) => {
        if (!account) throw new Error('not signed in');
        notify.success('login.messages.login-success');
        onSignedIn();
      })
      .catch(() => notify.error('error.google.failed'));
  }, [onSignedIn]);

  const clientId = config.data?.googleClientId;
  const endpoint = config.data?.googleAuthorizationEndpoint;
  if (!clientId || !endpoint) return null;
  const start = () => {
    const state = randomState();
    const nonce = randomState();
    sessionStorage.setItem(STATE_KEY, state);
    sessionStorage.setItem(NONCE_KEY, nonce);
    const url = new URL(endpoint);
    url.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'id_token',
      scope: 'openid email profile',
      redirect_uri: `${window.location.origin}/log-in`,
      state,
      nonce,
    }).toString();
    window.location.assign(url.toString());
  };
  return (
    <Button className={styles.google} onClick={start} data-testid="google-sign-in">
      {t('account.google.button')}
    </Button>
  );
}
