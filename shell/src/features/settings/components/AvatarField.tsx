import { isApiError } from '@cenacle/kit';
import { Button, Field, makeStyles, tokens } from '@cenacle/kit/ui';
import { REQUEST_TOO_BIG_MARKER, UPLOAD_EXTENSIONS } from '@cenacle/shared-domain/files/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarUrl, uploadAvatar } from '../api/profile.api.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  picture: { width: '64px', height: '64px', objectFit: 'cover', borderRadius: tokens.borderRadiusCircular },
});

/** The spec's rule (§5 Uploads): a 400 whose detail holds the marker shows the text after it. */
function uploadMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const detail = error.problem?.detail ?? '';
  const at = detail.indexOf(REQUEST_TOO_BIG_MARKER);
  if (error.status === 400 && at >= 0) return detail.slice(at + REQUEST_TOO_BIG_MARKER.length).trim();
  return fallback;
}

interface AvatarFieldProps {
  readonly userId: string;
  readonly avatar: string | null;
  readonly onChange: (fileId: string | null) => void;
}

/** The avatar: a new picture is stored at once (it becomes the avatar); remove takes effect on save. */
export function AvatarField({ userId, avatar, onChange }: AvatarFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [position, setPosition] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const uploaded = await uploadAvatar(userId, file);
      setPosition(uploaded.position);
      onChange(uploaded.data.value);
    } catch (failure) {
      setError(uploadMessage(failure, t('settings.profile.avatarFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field label={t('settings.profile.avatar')} validationMessage={error}>
      <div className={styles.row}>
        {avatar && (
          <img
            className={styles.picture}
            src={avatarUrl(userId, avatar, position)}
            alt={t('settings.profile.avatar')}
            data-testid="avatar-picture"
          />
        )}
        <input
          type="file"
          accept={UPLOAD_EXTENSIONS.image.join(',')}
          disabled={busy}
          data-testid="avatar-file"
          aria-label={t('settings.profile.avatarUpload')}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        {avatar && (
          <Button appearance="subtle" onClick={() => onChange(null)}>
            {t('settings.profile.avatarRemove')}
          </Button>
        )}
      </div>
    </Field>
  );
}
