import type { Language } from '@cenacle/kit';
import { type CSSProperties, type ReactNode, useId } from 'react';

const box: CSSProperties = {
  width: 21,
  height: 14,
  flex: 'none',
  verticalAlign: 'middle',
  borderRadius: 2,
  boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.15)',
};

/** Three horizontal bands, top to bottom. */
const bands = (colors: readonly string[]) =>
  colors.map((fill, i) => (
    <rect key={fill} y={(i * 20) / colors.length} width="30" height="20" fill={fill} />
  ));

function UnionFlag() {
  const clip = useId();
  return (
    <>
      <clipPath id={clip}>
        <path d="M15,10 h15 v10 z v10 h-15 z h-15 v-10 z v-10 h15 z" />
      </clipPath>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#fff" strokeWidth="4" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#C8102E" strokeWidth="2" clipPath={`url(#${clip})`} />
      <path d="M15,0 v20 M0,10 h30" stroke="#fff" strokeWidth="6" />
      <path d="M15,0 v20 M0,10 h30" stroke="#C8102E" strokeWidth="3.5" />
    </>
  );
}

const FLAGS: Readonly<Record<Language, () => ReactNode>> = {
  pl: () => bands(['#fff', '#DC143C']),
  uk: () => bands(['#0057B7', '#FFD700']),
  de: () => bands(['#000', '#DD0000', '#FFCE00']),
  en: () => <UnionFlag />,
};

/**
 * The flag the locale menu shows beside a language's own name (spec §2), drawn inline: nothing is
 * fetched from elsewhere and every system shows it (Windows draws no emoji flags). Decorative: the
 * language's name says the same.
 */
export function LanguageFlag({ language }: { readonly language: Language }) {
  const Flag = FLAGS[language];
  return (
    <svg viewBox="0 0 30 20" style={box} aria-hidden="true" focusable="false" data-flag={language}>
      <Flag />
    </svg>
  );
}
