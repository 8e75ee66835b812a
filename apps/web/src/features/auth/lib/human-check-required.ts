import { humanCheckRequiredResponse } from '@app/domain/schemas/account';
import { isApiError } from '#lib/api-client';

/** The API asks for the human check before it accepts another try for this account. */
export function isHumanCheckRequired(error: unknown): boolean {
  return isApiError(error) && humanCheckRequiredResponse.safeParse(error.data).success;
}
