/**
 * Every remote's screens use the extended Fluent set, which the shell provides to them (remotes
 * bundle no copy of it). The login page does not need it; a signed-in user gets it in the
 * background, so opening a module costs only the module's own code.
 */
export function preloadStaffUi(): void {
  import('@cenacle/kit/ui-extended').catch(() => undefined);
}
