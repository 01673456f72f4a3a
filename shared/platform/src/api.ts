import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type Method } from 'axios';
import { APPLICATION_HEADER, PAGE_KEY_HEADER } from '@kk/contracts';
import { expiredSessionAction, isSessionExpiredStatus } from '@kk/domain';
import { bus } from './bus';
import { getAppConfig } from './config';
import { useSession } from './session';
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
  useSession.getState().clear();
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
}

export async function apiRequest<T>(req: ApiRequest): Promise<T> {
  const sendAsQuery = req.method === 'GET' || req.method === 'DELETE' || req.method === 'get' || req.method === 'delete';
  const config: AxiosRequestConfig = {
    method: req.method,
    url: req.url,
    params: sendAsQuery ? { ...(req.params ?? {}), ...((req.data as object) ?? {}) } : req.params,
    data: sendAsQuery ? undefined : req.data,
    headers: req.walletId ? { walletid: req.walletId } : undefined,
  };
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
