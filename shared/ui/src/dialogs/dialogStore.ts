import type { DescribedError } from '@kk/domain';
import { createExternalStore } from '../feedback/externalStore';

export type DialogRequest =
  | { id: number; kind: 'confirm'; title: string; message: string; confirmLabel?: string; cancelLabel?: string; resolve(ok: boolean): void }
  | { id: number; kind: 'prompt'; title: string; label: string; initialValue?: string; resolve(value: string | null): void }
  | { id: number; kind: 'error'; title?: string; message?: string; error?: DescribedError; resolve(): void };

type Request = DialogRequest extends infer R ? (R extends DialogRequest ? Omit<R, 'id' | 'resolve'> : never) : never;

export interface DialogState {
  /** Waiting dialogs; the first is open. One dialog at a time keeps focus handling simple. */
  queue: readonly DialogRequest[];
  /** Calls running with the spinner dialog. */
  busy: number;
}

export const dialogStore = createExternalStore<DialogState>({ queue: [], busy: 0 });
let nextId = 1;

function open<T>(request: Request, resolveAs: (value: T) => void): void {
  const id = nextId++;
  const entry = { ...request, id, resolve: resolveAs } as DialogRequest;
  dialogStore.set({ ...dialogStore.get(), queue: [...dialogStore.get().queue, entry] });
}

/** Removes the open dialog; its promise is resolved by the caller of closeDialog. */
export function closeDialog(id: number): void {
  const state = dialogStore.get();
  dialogStore.set({ ...state, queue: state.queue.filter((d) => d.id !== id) });
}

/** Spec section 5: duplicate, cancel, retry, manual complete and more need a confirmation. */
export function confirmDialog(options: { title: string; message: string; confirmLabel?: string; cancelLabel?: string }): Promise<boolean> {
  return new Promise((resolve) => open<boolean>({ kind: 'confirm', ...options }, resolve));
}

/** Spec section 5: a prompt dialog requires input; null when cancelled. */
export function promptDialog(options: { title: string; label: string; initialValue?: string }): Promise<string | null> {
  return new Promise((resolve) => open<string | null>({ kind: 'prompt', ...options }, resolve));
}

/** The error message dialog: a catalogue error, or a title and message of the caller's. */
export function errorDialog(options: { title?: string; message?: string; error?: DescribedError }): Promise<void> {
  return new Promise((resolve) => open<void>({ kind: 'error', ...options }, resolve));
}

export function setBusy(active: boolean): void {
  const state = dialogStore.get();
  dialogStore.set({ ...state, busy: Math.max(0, state.busy + (active ? 1 : -1)) });
}

/** Shows the spinner dialog while `work` runs. */
export async function withSpinner<T>(work: Promise<T>): Promise<T> {
  setBusy(true);
  try {
    return await work;
  } finally {
    setBusy(false);
  }
}
