import './zod-config';

/**
 * Response schemas of the calls made by what pages draw first (header menus, footer, home page,
 * therapist cards, the profile and booking pages). Only ever imported dynamically (see
 * `ResponseSchema` in api-client), so zod stays out of the JavaScript a page needs before it can
 * draw. zod-config comes first: schemas are created under it.
 */
export { okResponse } from '@app/domain/schemas/common';
export { likeToggleResponse } from '@app/domain/schemas/likes';
export { searchResponse } from '@app/domain/schemas/search';
export {
  therapistBySlugResponse,
  therapistListResponse,
  topRegionsResponse,
} from '@app/domain/schemas/therapist';
