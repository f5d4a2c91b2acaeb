/**
 * @cenacle/kit — shared by the shell and every remote as ONE Module Federation singleton.
 * Everything here is part of the contract between independently released modules: keep it small.
 */

export type { KeyShape, SameKeys } from '@cenacle/shared-domain/rules';
export { saveAccountLanguage } from './api/account.api.ts';
export { ApiError, isApiError } from './api/api-error.ts';
export {
  type ApiResponse,
  api,
  apiUrl,
  configureApi,
  primeResponse,
  type QueryParams,
  request,
} from './api/http-client.ts';
export { fieldErrorKey } from './api/problem-messages.ts';
export { imageUrl, type StoredFile, uploadToFileStore } from './api/upload.ts';
export {
  type AuthState,
  type AuthStatus,
  authStore,
  clearNotice,
  expireSession,
  type LoginResult,
  loadAccount,
  login,
  logout,
  useAuth,
} from './auth/auth-store.ts';
export { hasAnyAuthority, SIGNED_IN } from './auth/authorities.ts';
export { RequireAuthority, useHasAuthority } from './auth/RequireAuthority.tsx';
export { formatDate, formatDateTime, formatMoney, shorten } from './format/format.ts';
export {
  type FieldErrors,
  type FormIssue,
  type FormParseResult,
  type FormSchema,
  issuesToErrors,
} from './forms/form-errors.ts';
export { type ContractForm, type ContractFormOptions, useContractForm } from './forms/useContractForm.ts';
export { byLanguage } from './i18n/by-language.ts';
export { i18n } from './i18n/i18n.ts';
export {
  applyLanguage,
  chooseLanguage,
  currentLanguage,
  primeCommonResources,
  setCommonResourcesBase,
  storedLanguage,
} from './i18n/language.ts';
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './i18n/languages.ts';
export {
  loadMessages,
  type MessagesLoader,
  type MessagesSource,
  registerMessages,
} from './i18n/messages.ts';
export {
  type NamespaceLoader,
  prepareNamespace,
  registerNamespace,
  useNamespace,
} from './i18n/namespaces.ts';
export { COMMON_NS, type CommonResources } from './i18n/resources.ts';
export { hasTranslation, translateDynamic } from './i18n/translate.ts';
export { liveUpdatesConnected, startLiveUpdates, stopLiveUpdates } from './live/live-updates.ts';
export { notify, type ToastMessage, takeToasts, toastStore } from './notify/toast-store.ts';
export { queryClient } from './query/query-client.ts';
export { readPosition } from './query/read-your-writes.ts';
export { forgetForbidden, showForbidden, useForbidden } from './routes/forbidden.ts';
export type {
  LocalizedText,
  RemoteDeclaration,
  RemoteRouteDeclaration,
  RemoteRouteEntry,
  RemoteRoutesFile,
} from './routes/remote-routes.ts';
export { canOpen, publishRouteAccess, useCanOpen } from './routes/route-access.ts';
