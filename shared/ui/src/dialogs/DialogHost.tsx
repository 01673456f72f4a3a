import { lazy, Suspense, useSyncExternalStore } from 'react';
import { dialogStore } from './dialogStore';

const DialogViews = lazy(() => import('./DialogViews'));

/** The page's one dialog outlet (rendered by the shell); the dialog code loads on first use. */
export function DialogHost() {
  const state = useSyncExternalStore(dialogStore.subscribe, dialogStore.get);
  const dialog = state.queue[0] ?? null;
  if (!dialog && state.busy === 0) return null;
  return (
    <Suspense fallback={null}>
      <DialogViews dialog={dialog} busy={state.busy > 0} />
    </Suspense>
  );
}
