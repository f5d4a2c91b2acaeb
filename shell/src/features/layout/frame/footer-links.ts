/** Spec §9: copyright year 2025. */
export const COPYRIGHT_YEAR = 2025;

/** Spec §2 Layout: the footer's two social-media links (shared by the public and the staff frame). */
export const SOCIAL_LINKS = [
  { key: 'global.footer.facebook', href: 'https://www.facebook.com/' },
  { key: 'global.footer.youtube', href: 'https://www.youtube.com/' },
] as const;
