import { api, readPosition } from '@cenacle/kit';
import type {
  InfoComponent,
  InfoComponentSaveRequest,
  InfoComponentsStyleRequest,
  InfoComponentVersion,
} from '@cenacle/shared-domain/content/contracts';
import {
  CMS_LOCATIONS,
  type CmsLocation,
  INFO_COMPONENT_VERSIONS_READ_MODEL,
  INFO_COMPONENTS_READ_MODEL,
} from '@cenacle/shared-domain/content/rules';

/** One page of the public site as the editor lists it: location, language, country, branch. */
export interface PageScope {
  readonly location: CmsLocation;
  readonly language: string;
  /** Null: the sections shown in every country. */
  readonly country: string | null;
  /** The branch of a BRANCH page. */
  readonly branch: string | null;
}

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const sectionKeys = {
  all: [INFO_COMPONENTS_READ_MODEL] as const,
  page: (scope: PageScope) => [INFO_COMPONENTS_READ_MODEL, 'page', scope] as const,
  every: [INFO_COMPONENTS_READ_MODEL, 'every'] as const,
  history: (id: string) => [INFO_COMPONENT_VERSIONS_READ_MODEL, id] as const,
};

/**
 * `GET /api/info-components?location&language&country&branch`. The server falls back to Polish for
 * visitors; the editor keeps only the sections written for exactly this page.
 */
export async function fetchPageSections(scope: PageScope, signal: AbortSignal): Promise<InfoComponent[]> {
  const list = await api.get<InfoComponent[]>('/api/info-components', {
    signal,
    query: {
      location: scope.location,
      language: scope.language,
      country: scope.country ?? undefined,
      branch: scope.branch ?? undefined,
      position: readPosition(),
    },
  });
  return list
    .filter((c) => c.lang === scope.language && c.country === scope.country)
    .filter((c) => (c.branch?.value ?? null) === scope.branch)
    .sort((a, b) => a.index - b.index);
}

/**
 * `GET /api/info-components?location=…` for each location, without a language or country: every
 * section of every page, for the administrator's overview.
 */
export async function fetchEverySection(signal: AbortSignal): Promise<InfoComponent[]> {
  const position = readPosition();
  const pages = await Promise.all(
    CMS_LOCATIONS.map((location) =>
      api.get<InfoComponent[]>('/api/info-components', { signal, query: { location, position } }),
    ),
  );
  return pages.flat();
}

/** `POST /api/info-component/`: 201 for a new section, 200 for a saved one; 400 with fieldErrors. */
export const saveSection = (body: InfoComponentSaveRequest) =>
  api.post<InfoComponent>('/api/info-component/', body);

/** `POST /api/info-components-style`: the page's sections, first to last. */
export const orderSections = (body: InfoComponentsStyleRequest) =>
  api.post<null>('/api/info-components-style', body);

/** `DELETE /api/info-component/{id}`. */
export const deleteSection = (id: string) =>
  api.delete<null>(`/api/info-component/${encodeURIComponent(id)}`);

/** `GET /api/info-component/{id}/history`: every saved version, newest first. */
export const fetchSectionHistory = (id: string, signal: AbortSignal) =>
  api.get<InfoComponentVersion[]>(`/api/info-component/${encodeURIComponent(id)}/history`, {
    signal,
    query: { position: readPosition() },
  });

/** `POST /api/info-component/{id}/restore`: saves an earlier version again, as a new one. */
export const restoreSection = (id: string, version: number) =>
  api.post<InfoComponent>(`/api/info-component/${encodeURIComponent(id)}/restore`, { version });
