import { lazy, type ComponentType } from 'react';

let dialogTexts: Promise<void> | null = null;

/** Loads and registers the dialogs' texts once; a failed load is tried again next time. */
export function loadDialogTexts(): Promise<void> {
  dialogTexts ??= import('./dialogTexts').then(
    ({ registerDialogTexts }) => registerDialogTexts(),
    (error: unknown) => {
      dialogTexts = null;
      throw error;
    },
  );
  return dialogTexts;
}

/**
 * A lazily loaded dialog or page whose texts are in `dialogTexts.ts`: its code and the
 * texts load in parallel, and it renders only when both are in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are the component's own
export function lazyWithTexts<P extends ComponentType<any>>(load: () => Promise<{ default: P }>) {
  return lazy(async () => {
    const [loaded] = await Promise.all([load(), loadDialogTexts()]);
    return loaded;
  });
}
