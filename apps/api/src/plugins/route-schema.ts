import { failureResponse } from '@app/domain/schemas/common';

/** OpenAPI: the route answers a signed-in caller, who sends the `token` header. */
export const signedIn = { security: [{ token: [] }] };

/** The failure answers a route documents, each `{ success: false, message }`. */
export function failureAnswers<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, failureResponse])) as {
    [K in S[number]]: typeof failureResponse;
  };
}
