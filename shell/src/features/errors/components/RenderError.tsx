import { useTranslation } from 'react-i18next';

/**
 * Spec §8 "Render errors: An unexpected error has occurred." Plain HTML: it may stand in for either
 * frame, so it cannot count on Fluent being there.
 */
export function RenderError() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      style={{
        margin: 16,
        padding: '12px 16px',
        border: '1px solid #f1bbbc',
        borderRadius: 4,
        background: '#fdf3f4',
        color: '#751d1f',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      {t('error.render')}
    </div>
  );
}
