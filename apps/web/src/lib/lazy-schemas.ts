import './zod-config';

/**
 * Response schemas of the calls made by what pages draw first (header menus, footer, home page,
 * therapist cards, the profile and booking pages, the account and the waitlist), with the conversions between their wire names
 * and inside names. Only ever imported dynamically (see `ResponseSchema` in api-client), so zod
 * stays out of the JavaScript a page loads until it calls the API. zod-config comes first:
 * schemas are created under it.
 */
export { okResponse } from '@app/domain/schemas/common';
export { profileResponse } from '@app/domain/schemas/account';
export { joinWaitlistResponse, waitlistResponse } from '@app/domain/schemas/waitlist';
export { toWireSlot } from '@app/domain/schemas/booking';
export { likeToggleResponse, toWireLikeToggle } from '@app/domain/schemas/likes';
export { fromWireSearchResponse, searchResponse } from '@app/domain/schemas/search';
export {
  fromWireListedTherapist,
  fromWireTherapistProfile,
  therapistBySlugResponse,
  therapistListResponse,
  topRegionsResponse,
} from '@app/domain/schemas/therapist';
