import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads on its first render, in a chunk of its own: nothing shows
 * until it has, so the first load carries only this wrapper.
 */
export function loadedOnFirstUse<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const View = lazy(load);
  return function LoadedOnFirstUse(props: P) {
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
