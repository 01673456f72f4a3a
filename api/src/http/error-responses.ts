import { ErrorObject } from '@kk/contracts';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Request is invalid',
  401: 'No valid session',
  403: 'Not allowed for this user',
  404: 'Not found',
  409: 'Conflicts with what exists',
  410: 'No longer valid',
  429: 'Too many attempts',
  503: 'Unavailable',
};

/** Response schemas of the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorObject> {
  return Object.fromEntries(
    statuses.map((status) => [status, ErrorObject.describe(DESCRIPTIONS[status] ?? 'Error')]),
  );
}
