/** Views per day (UTC) and path (table `page_visits`), added up from every `PageviewsCounted`. */
export interface PageVisitsTable {
  /** 'YYYY-MM-DD' */
  day: string;
  /** A path of the application, or `(other)`. */
  path: string;
  views: number;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    page_visits: PageVisitsTable;
  }
}
