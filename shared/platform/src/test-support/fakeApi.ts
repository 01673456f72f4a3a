import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

/**
 * The axios boundary for the remotes' component tests: requests go through the
 * real API client (headers, query parameters, error handling) and are answered here
 * instead of by a server. The real path is covered end to end by the e2e tests.
 */
export interface FakeRequest {
  method: string;
  /** The path without the query. */
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeAnswer = { status?: number; data: unknown };
export type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

let routes: Record<string, FakeRoute> = {};
export const requests: FakeRequest[] = [];
let inFlight = 0;

/** Requests sent and not answered yet. */
export const unanswered = () => inFlight;

/** Routes by 'METHOD /path'; anything else answers 404, so a missing route fails loudly. */
export function fakeApi(next: Record<string, FakeRoute | unknown>): void {
  routes = Object.fromEntries(Object.entries(next).map(([key, value]) => [key, typeof value === 'function' ? (value as FakeRoute) : () => ({ data: value })]));
  requests.length = 0;
}

export const requestsTo = (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key);

export const fakeAdapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = new URL(config.url ?? '', 'http://test');
  const request: FakeRequest = {
    method: (config.method ?? 'get').toUpperCase(),
    path: url.pathname,
    params: { ...(config.params ?? {}) },
    body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    headers: Object.fromEntries(Object.entries(config.headers?.toJSON?.() ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)])),
  };
  requests.push(request);
  const route = routes[`${request.method} ${request.path}`];
  inFlight += 1;
  let answer: FakeAnswer;
  try {
    answer = route ? await route(request) : { status: 404, data: { StatusCode: 404, message: 'Not found', reason: `${request.method} ${request.path}` } };
  } finally {
    inFlight -= 1;
  }
  const status = answer.status ?? 200;
  const response = { data: answer.data, status, statusText: String(status), headers: {}, config, request: {} };
  if (status >= 400) {
    const error = Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    throw error;
  }
  return response;
};
