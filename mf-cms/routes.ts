import type { RemoteDeclaration } from '@cenacle/kit/routes';
import { roles } from '@cenacle/shared-domain/rules';

/** Spec §6: the CMS pages, /info-components and /config/about-us are the administrator's. */
const CMS_EDITORS = roles(['ADMIN']);
/** The branch description: a branch administrator (his branches) or an administrator. */
const BRANCH_PAGE_EDITORS = roles(['ADMIN', 'BRANCH_ADMIN']);
/** The testimonies: a testimony administrator or an administrator. */
const TESTIMONY_KEEPERS = roles(['ADMIN', 'TESTIMONY_ADMIN']);

/** One list of sections per page of the public site (spec §2 CMS), each its own path. */
const SECTION_PAGES = ['first', 'about-us', 'formation', 'blog'] as const;

/**
 * What mf-cms serves: the public site's content as staff write it. Its build exposes each route's
 * module and writes routes.json, which the shell reads at run time.
 */
export const CMS_REMOTE = {
  name: 'cms',
  title: 'module',
  routes: [
    {
      // "All contents": the hub to the four pages' sections.
      segment: 'configurable-contents',
      module: 'ContentsHubRoute',
      source: './src/routes/ContentsHubRoute.tsx',
      authorities: CMS_EDITORS,
      nav: 'nav.contents',
      menu: 'admin',
      group: 'content',
    },
    ...SECTION_PAGES.map((page) => ({
      segment: `configurable-content-${page}`,
      module: 'SectionsRoute',
      source: './src/routes/SectionsRoute.tsx',
      authorities: CMS_EDITORS,
    })),
    {
      segment: 'branch-cms',
      module: 'BranchCmsRoute',
      source: './src/routes/BranchCmsRoute.tsx',
      authorities: BRANCH_PAGE_EDITORS,
      nav: 'nav.branchPage',
      menu: 'admin',
      group: 'content',
    },
    {
      segment: 'config-testimonies',
      module: 'TestimoniesRoute',
      source: './src/routes/TestimoniesRoute.tsx',
      authorities: TESTIMONY_KEEPERS,
      nav: 'nav.testimonies',
      menu: 'admin',
      group: 'content',
    },
    {
      // Two segments: /config itself belongs to mf-planning (/config/mail-account).
      segment: 'config/about-us',
      module: 'AboutUsRoute',
      source: './src/routes/AboutUsRoute.tsx',
      authorities: CMS_EDITORS,
      nav: 'nav.aboutUs',
      menu: 'admin',
      group: 'content',
    },
    {
      segment: 'info-components',
      module: 'InfoComponentsRoute',
      source: './src/routes/InfoComponentsRoute.tsx',
      authorities: CMS_EDITORS,
      nav: 'nav.infoComponents',
      menu: 'admin',
      group: 'content',
    },
  ],
} satisfies RemoteDeclaration;
