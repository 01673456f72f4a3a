import type { Culture, DescribedError } from '@kk/domain';
import { toastDuration } from '@kk/domain';
import { currentPageSetting } from '@kk/platform';
import { createExternalStore } from './externalStore';

export type ToastKind = 'error' | 'success' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  /** Overrides the default title of the kind ('Fejl', 'Udført', 'Besked'). */
  title: Record<Culture, string> | null;
  text: Record<Culture, string>;
  /** Shown behind 'Show details': what the server said, for support. */
  details: { message: string; reason: string; statusCode: number | null } | null;
  durationMs: number;
}

export const toastStore = createExternalStore<readonly ToastItem[]>([]);
let nextId = 1;

const both = (text: string): Record<Culture, string> => ({ da: text, en: text });

function explicitAccessibility(): boolean {
  return currentPageSetting('ExplicitAccessibility')?.toLowerCase() === 'true';
}

function push(toast: Omit<ToastItem, 'id' | 'durationMs'>): number {
  const id = nextId++;
  toastStore.set([...toastStore.get(), { ...toast, id, durationMs: toastDuration(explicitAccessibility()) }]);
  return id;
}

export function dismissToast(id: number): void {
  toastStore.set(toastStore.get().filter((toast) => toast.id !== id));
}

/** Success and info notices belong to what was just done: a new dialog clears them (errors stay). */
export function dismissNotices(): void {
  const left = toastStore.get().filter((toast) => toast.kind === 'error');
  if (left.length !== toastStore.get().length) toastStore.set(left);
}

/**
 * The one toaster of the page (@kk/ui is a federation singleton): the shell renders it,
 * every remote calls these. Texts are given in both languages, or as one already
 * translated string.
 */
export const notify = {
  /** The error toast of spec section 2: title Error, the message, and 'Show details'. */
  error(error: DescribedError | string): number {
    if (typeof error === 'string') return push({ kind: 'error', title: null, text: both(error), details: null });
    return push({
      kind: 'error',
      title: null,
      text: error.text,
      details: { message: error.serverMessage, reason: error.serverReason, statusCode: error.statusCode },
    });
  },
  /** The API client's success notice for non-GET calls ('Success / Action completed' unless told otherwise). */
  success(text?: string): number {
    return push({ kind: 'success', title: null, text: text ? both(text) : { da: 'Handlingen er gennemført.', en: 'Action completed.' }, details: null });
  },
  info(text: string, title?: string): number {
    return push({ kind: 'info', title: title ? both(title) : null, text: both(text), details: null });
  },
};
