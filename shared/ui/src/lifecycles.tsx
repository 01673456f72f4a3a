import type { ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import { recordRemote } from '@kk/platform';
import { KkProvider } from './provider';
import { RemoteUnavailable } from './components';

interface LifecycleOptions {
  /** The remote's container name (mfe_wallet). */
  name: string;
  /** The remote's own React and react-dom/client modules, so diagnostics see what it got. */
  React: typeof import('react');
  ReactDOMClient: typeof import('react-dom/client');
  /** The origin the remote's code was served from. */
  origin: string;
  Root: ComponentType;
  /** Runs once before the first mount (register translations, subscribe to events). */
  onBootstrap?: () => void;
}

interface SlotProps {
  domElement?: HTMLElement;
  name: string;
}

/**
 * single-spa lifecycles for a remote: its root inside the shared provider, an error
 * boundary that keeps a crash inside the remote's own slot, and the diagnostics record.
 * Always unmounts its React root (single-spa has no unload for federated code).
 */
export function createRemoteLifecycles({ name, React, ReactDOMClient, origin, Root, onBootstrap }: LifecycleOptions) {
  const lifecycles = singleSpaReact<SlotProps>({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <KkProvider>
        <Root />
      </KkProvider>
    ),
    errorBoundary: () => (
      <KkProvider>
        <RemoteUnavailable moduleName={name} />
      </KkProvider>
    ),
    domElementGetter: (props) => props.domElement ?? document.getElementById(`kk-slot-${name}`) ?? document.body,
  });
  return {
    bootstrap: [
      async () => {
        recordRemote(name, React, origin);
        onBootstrap?.();
      },
      lifecycles.bootstrap,
    ],
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
  };
}
