import type { AvailableWithin, ListingSort, TimeOfDay } from '@app/domain/listing-search';
import { defineMessages, type MessageDescriptor } from '@app/domain/i18n/define';

/** The words of the listing's search, filters, states and pages (namespace listing). */
export const LISTING = defineMessages({
  filterTherapists: { id: 'listing.filters.group', defaultMessage: 'Filter therapists' },
  reset: { id: 'listing.filters.reset', defaultMessage: 'Reset' },
  title: { id: 'listing.filters.title', defaultMessage: 'Professional title' },
  speciality: { id: 'listing.filters.speciality', defaultMessage: 'Speciality' },
  language: { id: 'listing.filters.language', defaultMessage: 'Language' },
  location: { id: 'listing.filters.location', defaultMessage: 'Location' },
  gender: { id: 'listing.filters.gender', defaultMessage: 'Gender' },
  mode: { id: 'listing.filters.mode', defaultMessage: 'Session mode' },
  facetFilter: { id: 'listing.filters.facetFilter', defaultMessage: '{label} filter' },
  searchFacet: { id: 'listing.filters.searchFacet', defaultMessage: 'Search {label}' },
  noMatches: { id: 'listing.filters.noMatches', defaultMessage: 'No matches' },
  therapistsCount: { id: 'listing.filters.therapistsCount', defaultMessage: ' therapists' },
  selected: { id: 'listing.filters.selected', defaultMessage: ' selected' },
  filters: { id: 'listing.filters.filters', defaultMessage: 'Filters' },
  closeFilters: { id: 'listing.filters.close', defaultMessage: 'Close filters' },
  apply: { id: 'listing.filters.apply', defaultMessage: 'Apply Filters' },
  clearAllFilters: { id: 'listing.filters.clearAllFilters', defaultMessage: 'Clear All Filters' },
  sortAndAvailability: {
    id: 'listing.filters.sortAndAvailability',
    defaultMessage: 'Sort and availability',
  },
  filteredBy: { id: 'listing.filters.filteredBy', defaultMessage: 'Filtered by' },
  removeFilter: {
    id: 'listing.filters.removeFilter',
    defaultMessage: 'Remove {label} filter {value}',
  },
  clearAll: { id: 'listing.filters.clearAll', defaultMessage: 'Clear all' },
  any: { id: 'listing.choices.any', defaultMessage: 'Any' },
  sortBy: { id: 'listing.choices.sortBy', defaultMessage: 'Sort by' },
  minFee: { id: 'listing.choices.minFee', defaultMessage: 'Minimum fee' },
  maxFee: { id: 'listing.choices.maxFee', defaultMessage: 'Maximum fee' },
  experience: { id: 'listing.choices.experience', defaultMessage: 'Experience' },
  yearsPlus: { id: 'listing.choices.yearsPlus', defaultMessage: '{years}+ years' },
  available: { id: 'listing.choices.available', defaultMessage: 'Available' },
  anyDay: { id: 'listing.choices.anyDay', defaultMessage: 'Any day' },
  onADate: { id: 'listing.choices.onADate', defaultMessage: 'On a date…' },
  date: { id: 'listing.choices.date', defaultMessage: 'Date' },
  timeOfDay: { id: 'listing.choices.timeOfDay', defaultMessage: 'Time of day' },
  anyTime: { id: 'listing.choices.anyTime', defaultMessage: 'Any time' },
  searchLabel: { id: 'listing.search.label', defaultMessage: 'Therapists' },
  searchHint: {
    id: 'listing.search.hint',
    defaultMessage: 'Search by name, concern, language or city',
  },
  searchPlaceholder: {
    id: 'listing.search.placeholder',
    defaultMessage: 'Name, concern (e.g. panic attacks), language or city',
  },
  search: { id: 'listing.search.button', defaultMessage: 'Search' },
  loading: { id: 'listing.state.loading', defaultMessage: 'Loading therapists…' },
  like: {
    id: 'listing.like.like',
    defaultMessage:
      'Like {name}, {likes, plural, one {{likesText} like} other {{likesText} likes}}',
  },
  liked: {
    id: 'listing.like.liked',
    defaultMessage:
      'Liked {name}, {likes, plural, one {{likesText} like} other {{likesText} likes}}',
  },
  pagination: { id: 'listing.pages.label', defaultMessage: 'Pagination' },
  first: { id: 'listing.pages.first', defaultMessage: 'First' },
  firstPage: { id: 'listing.pages.firstPage', defaultMessage: 'First page' },
  previousPage: { id: 'listing.pages.previousPage', defaultMessage: 'Previous page' },
  page: { id: 'listing.pages.page', defaultMessage: 'Page {number}' },
  nextPage: { id: 'listing.pages.nextPage', defaultMessage: 'Next page' },
  last: { id: 'listing.pages.last', defaultMessage: 'Last' },
  lastPage: { id: 'listing.pages.lastPage', defaultMessage: 'Last page' },
  tryingAgain: { id: 'listing.state.tryingAgain', defaultMessage: 'Trying again…' },
  tryAgain: { id: 'listing.state.tryAgain', defaultMessage: 'Try again' },
  clearSearchAndFilters: {
    id: 'listing.state.clearSearchAndFilters',
    defaultMessage: 'Clear search and filters',
  },
  resetFilters: { id: 'listing.state.resetFilters', defaultMessage: 'Reset filters' },
  loadFailed: {
    id: 'listing.state.loadFailed',
    defaultMessage: 'Unable to load therapists. Please refresh the page.',
  },
  noResults: {
    id: 'listing.state.noResults',
    defaultMessage: 'No therapists found matching your criteria',
  },
  checkSpelling: {
    id: 'listing.state.checkSpelling',
    defaultMessage: 'Check the spelling, try fewer words, or remove a filter or two.',
  },
  removeAFilter: {
    id: 'listing.state.removeAFilter',
    defaultMessage: 'Try removing a filter or two: more therapists may match.',
  },
  noTherapists: {
    id: 'listing.state.noTherapists',
    defaultMessage: 'No therapists available at the moment',
  },
  checkBack: {
    id: 'listing.state.checkBack',
    defaultMessage: 'Please check back soon: new therapists join every week.',
  },
  noSuchPage: { id: 'listing.state.noSuchPage', defaultMessage: 'There is no page {page}' },
  goToFirst: { id: 'listing.state.goToFirst', defaultMessage: 'Go to page 1' },
  goToLast: { id: 'listing.state.goToLast', defaultMessage: 'Go to the last page ({page})' },
  fitOnPages: {
    id: 'listing.state.fitOnPages',
    defaultMessage:
      '{total, plural, one {{totalText} therapist fits} other {{totalText} therapists fit}} on {pagesWords}.',
  },
  pagesWords: {
    id: 'listing.state.pagesWords',
    defaultMessage: '{pages, plural, one {one page} other {{pagesText} pages}}',
  },
  showing: {
    id: 'listing.state.showing',
    defaultMessage:
      'Showing <b>{from}–{to}</b> of <b>{totalText}</b> {total, plural, one {therapist} other {therapists}}',
  },
});

export const SORT_WORDS: Record<ListingSort, MessageDescriptor> = defineMessages({
  recommended: { id: 'listing.sort.recommended', defaultMessage: 'Recommended' },
  fee_asc: { id: 'listing.sort.feeAsc', defaultMessage: 'Fee: low to high' },
  fee_desc: { id: 'listing.sort.feeDesc', defaultMessage: 'Fee: high to low' },
  experience: { id: 'listing.sort.experience', defaultMessage: 'Most experienced' },
  likes: { id: 'listing.sort.likes', defaultMessage: 'Most liked' },
  soonest: { id: 'listing.sort.soonest', defaultMessage: 'Soonest available' },
});

export const WITHIN_WORDS: Record<AvailableWithin, MessageDescriptor> = defineMessages({
  today: { id: 'listing.within.today', defaultMessage: 'Today' },
  tomorrow: { id: 'listing.within.tomorrow', defaultMessage: 'Tomorrow' },
  week: { id: 'listing.within.week', defaultMessage: 'This week' },
});

export const TIME_OF_DAY_WORDS: Record<TimeOfDay, MessageDescriptor> = defineMessages({
  morning: { id: 'listing.timeOfDay.morning', defaultMessage: 'Morning (before 12 PM)' },
  afternoon: { id: 'listing.timeOfDay.afternoon', defaultMessage: 'Afternoon (12–5 PM)' },
  evening: { id: 'listing.timeOfDay.evening', defaultMessage: 'Evening (after 5 PM)' },
});
