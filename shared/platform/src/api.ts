import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type Method } from 'axios';
import { APPLICATION_HEADER, PAGE_KEY_HEADER } from '@kk/contracts';
import { describeServerError, errorPresentation, expiredSessionAction, isSessionExpiredStatus, type DescribedError, type ErrorContext, type ServerError } from '@kk/domain';
import { bus } from './bus';
import { getAppConfig } from './config';
import { feedback } from './feedback';
import { currentPageSetting } from './pageSettings';
import { useSession } from './session';
import { takeEarlyGet } from './early';
import { navigate } from './navigation';

/** Spec section 7: the local target (same host) and the payment target (the wallet API). */
export type ApiTarget = 'local' | 'payment';

export interface ApiRequest {
  method: Method;
  url: string;
  target?: ApiTarget;
  /** Body for POST/PUT; query parameters for GET and DELETE (spec section 7). */
  data?: unknown;
  params?: Record<string, unknown>;
  /** A silent call shows no success notice and no error dialog. */
  silent?: boolean;
  /** Overrides the walletid header for this call. */
  walletId?: string;
  /** Shows the spinner dialog while the call runs (spec section 2, meeting dialogs). */
  spinner?: boolean;
  /** Facts the error catalogue needs (NoFund's status depends on a credit-card child). */
  errorContext?: ErrorContext;
  /** The Idempotency-Key of a money-moving call: a retry with the same key gets the first answer. */
  idempotencyKey?: string;
  /** 'blob' for a file the API answers (the data export's ZIP); JSON otherwise. */
  responseType?: 'blob';
}

function createClient(target: ApiTarget): AxiosInstance {
  const client = axios.create({ timeout: 30_000 });
  client.interceptors.request.use((config) => {
    const app = getAppConfig();
    config.baseURL = target === 'payment' ? app.paymentApiBase : (app.localApiBase ?? '');
    const token = useSession.getState().token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Content-Type', 'application/json');
    config.headers.set('language', app.culture);
    config.headers.set('X-Requested-With', 'XMLHttpRequest');
    config.headers.set(APPLICATION_HEADER, app.application);
    config.headers.set(PAGE_KEY_HEADER, app.pageKey);
    return config;
  });
  return client;
}

const clients: Record<ApiTarget, AxiosInstance> = {
  local: createClient('local'),
  payment: createClient('payment'),
};

let expiryHandled = false;

/** Spec section 2: remove the token, then act as the application prescribes. */
export function handleExpiredSession(): void {
  if (expiryHandled) return;
  expiryHandled = true;
  const { application } = getAppConfig();
  useSession.getState().expire();
  bus.publish('session.expired', { application });
  const action = expiredSessionAction(application);
  if (action.kind === 'navigate') navigate(action.to);
}

/** Called after a successful login so the next expiry is handled again. */
export function resetExpiryHandling(): void {
  expiryHandled = false;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The spec's error object as far as the server sent one, else the transport's message. */
  serverError(): ServerError {
    const body = this.body as Partial<ServerError> | undefined;
    if (body && typeof body === 'object' && ('message' in body || 'StatusCode' in body)) {
      return { StatusCode: body.StatusCode ?? this.status ?? null, message: body.message ?? '', reason: body.reason ?? '' };
    }
    return { StatusCode: this.status ?? null, message: this.message, reason: '' };
  }

  /** The error catalogue's texts for this failure (spec section 8). */
  describe(context?: ErrorContext): DescribedError {
    return describeServerError(this.serverError(), context);
  }
}

async function send<T>(req: ApiRequest): Promise<T> {
  const sendAsQuery = req.method.toUpperCase() === 'GET' || req.method.toUpperCase() === 'DELETE';
  const config: AxiosRequestConfig = {
    method: req.method,
    url: req.url,
    params: sendAsQuery ? { ...(req.params ?? {}), ...((req.data as object) ?? {}) } : req.params,
    data: sendAsQuery ? undefined : req.data,
    headers: {
      ...(req.walletId ? { walletid: req.walletId } : {}),
      ...(req.idempotencyKey ? { 'Idempotency-Key': req.idempotencyKey } : {}),
    },
    ...(req.responseType ? { responseType: req.responseType } : {}),
  };
  // The first screen's reads may have started before this code arrived (early.ts).
  const plainLocalRead = req.method.toUpperCase() === 'GET' && !req.responseType && (req.target ?? 'local') === 'local' && !req.walletId && !req.params && req.data === undefined;
  const early = plainLocalRead ? takeEarlyGet(req.url, useSession.getState().token) : null;
  if (early) {
    const answer = await early;
    if (answer) return answer.data as T;
  }
  try {
    const response = await clients[req.target ?? 'local'].request<T>(config);
    return response.data;
  } catch (error) {
    const axiosError = error as AxiosError<{ message?: string }>;
    const status = axiosError.response?.status;
    if (isSessionExpiredStatus(status) && useSession.getState().token) handleExpiredSession();
    const message = axiosError.response?.data?.message ?? axiosError.message;
    throw new ApiError(message, status, axiosError.response?.data);
  }
}

const LOGGER_PATH = '/JavaScriptLogger/Error';

/**
 * Spec section 7: failed calls are logged. Sent outside apiRequest so that a failing log
 * call is neither reported nor logged again; only with a session, as the endpoint needs one.
 */
function logFailure(req: ApiRequest, error: ApiError): void {
  if (req.url === LOGGER_PATH || !useSession.getState().token) return;
  const { StatusCode, message, reason } = error.serverError();
  const text = `${req.method.toUpperCase()} ${req.url} failed: HTTP ${error.status ?? 'none'}, StatusCode ${StatusCode ?? 'none'}, ${message}${reason ? ` (${reason})` : ''}`;
  clients.local.post(LOGGER_PATH, { message: text.slice(0, 10_000) }).catch(() => undefined);
}

function report(req: ApiRequest, error: ApiError): void {
  if (isSessionExpiredStatus(error.status)) return;
  logFailure(req, error);
  const described = error.describe(req.errorContext);
  const presentation = errorPresentation({
    silent: req.silent === true,
    statusCode: error.serverError().StatusCode,
    httpStatus: error.status,
    institutionNumber: currentPageSetting('InstitutionNumber'),
    testMode: getAppConfig().testMode,
  });
  if (presentation !== 'none') feedback().error(described, presentation);
}

const isReading = (method: Method) => method.toUpperCase() === 'GET';

/**
 * One call to the local or payment target. Non-GET successes show the success notice and
 * failures the error dialog or toast, unless the call is silent; failures are logged.
 */
export async function apiRequest<T>(req: ApiRequest): Promise<T> {
  if (req.spinner) feedback().busy(true);
  try {
    const data = await send<T>(req);
    if (!req.silent && !isReading(req.method)) feedback().success();
    return data;
  } catch (error) {
    if (error instanceof ApiError) report(req, error);
    throw error;
  } finally {
    if (req.spinner) feedback().busy(false);
  }
}

export const api = {
  get: <T>(url: string, params?: Record<string, unknown>, opts: Partial<ApiRequest> = {}) =>
    apiRequest<T>({ ...opts, method: 'GET', url, params }),
  post: <T>(url: string, data?: unknown, opts: Partial<ApiRequest> = {}) =>
    apiRequest<T>({ ...opts, method: 'POST', url, data }),
  put: <T>(url: string, data?: unknown, opts: Partial<ApiRequest> = {}) =>
    apiRequest<T>({ ...opts, method: 'PUT', url, data }),
  delete: <T>(url: string, params?: Record<string, unknown>, opts: Partial<ApiRequest> = {}) =>
    apiRequest<T>({ ...opts, method: 'DELETE', url, params }),
};
