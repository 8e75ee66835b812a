export { buildListingIndex, type ListingEntry, type ListingIndex } from './build';
export { countFacets, type FacetCountRow } from './count';
export { isIndexedSort, pageIds, type IndexedSort } from './page';
export type { FacetName, ListingIndexQuery } from './query';
export { matchText, type SearchTerm } from './text';
export { dayNumber, isOpenAsAsked, type OpenTimes, type OpenTimesAsked } from './open-times';
