import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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
export function lazyWithTexts<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [loaded] = await Promise.all([load(), loadDialogTexts()]);
    return loaded;
  });
}
