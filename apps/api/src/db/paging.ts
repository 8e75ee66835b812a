/** Helpers every admin list query shares. */

/** A LIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface Paging {
  page: number;
  pageSize: number;
}

export const offsetOf = (p: Paging) => (p.page - 1) * p.pageSize;
