import { makeStyles, tokens } from '@cenacle/kit/ui';

/*
 * Native controls (select, textarea, radio, checkbox) styled like Fluent's: the public page takes only
 * the Fluent pieces the shell already loaded (`@cenacle/kit/ui`), not the extended set, so a visitor
 * downloads as little as possible.
 */
export const useControlStyles = makeStyles({
  select: {
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
  },
  textarea: {
    minHeight: '80px',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    resize: 'vertical',
  },
  choices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  choice: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase300,
    cursor: 'pointer',
  },
  star: { color: tokens.colorPaletteRedForeground3 },
  mark: { width: '16px', height: '16px', margin: 0, accentColor: tokens.colorBrandBackground },
});
