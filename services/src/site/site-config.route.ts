import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';

/** What the public pages need from the server's configuration (and nothing secret). */
export const SiteConfigSchema = z.object({ mapTilesUrl: z.string() }).meta({ id: 'SiteConfig' });
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** `GET /api/site-config`: the public site's settings (the branch map's tile server; `MAP_TILES_URL`). */
export const siteConfigRoute = queryRoute({
  url: '/api/site-config',
  summary: "The public site's settings: the branch map's tile URL template",
  tags: ['public site'],
  audience: 'public',
  queries: [],
  response: { 200: SiteConfigSchema },
  async handle({ deps }): Promise<SiteConfig> {
    return { mapTilesUrl: deps.config.mapTilesUrl };
  },
});
