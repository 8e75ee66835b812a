export { createListingStore, type ListingStore, type OrderName } from './store';
export { toEntry, type ListingSource } from './entry';
export { compileQuery, type CompiledQuery, type FacetName, type ListingQuery } from './query';
export { countFacets, type FacetCountRow } from './count';
export { pageIds, type ListingOrder } from './page';
export { scoreText, QUALITY } from './text';
export {
  dayNumber,
  firstOpenAsAsked,
  isOpenAsAsked,
  type OpenTimes,
  type OpenTimesAsked,
} from './open-times';
