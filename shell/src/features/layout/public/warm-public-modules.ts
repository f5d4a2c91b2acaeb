let warmed = false;

/**
 * The shell provides the content renderer (`@cenacle/kit/content`) that the public pages draw their
 * CMS sections with. Left alone, it is fetched only once the page's module has arrived and asks for
 * it; started with the public frame, it downloads alongside the page's module instead of after it.
 * Idempotent, so the frame may call it while rendering.
 */
export function warmPublicModules(): void {
  if (warmed) return;
  warmed = true;
  import('@cenacle/kit/content').catch(() => undefined);
}
