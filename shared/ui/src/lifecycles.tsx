import type { ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import { recordRemote } from '@kk/platform';
import { KkProvider } from './provider';
import { RemoteUnavailable } from './components';

interface RemoteDefinition {
  /** The remote's container name (mfe_wallet). */
  name: string;
  Root: ComponentType;
  /** Runs once before the first mount (register translations, subscribe to events). */
  onBootstrap?: () => void;
}

/**
 * What only the remote's own file can hand over. @kk/ui is a federation singleton, loaded
 * from whichever app asked first: the React it imported itself would be that app's, so the
 * diagnostics could never see a remote that got a React of its own, and its
 * `__webpack_public_path__` would be that app's address, not the remote's.
 */
export interface RemoteOwnModules {
  React: typeof import('react');
  ReactDOMClient: typeof import('react-dom/client');
  /** The remote's `__webpack_public_path__`. */
  publicPath: string;
}

interface SlotProps {
  domElement?: HTMLElement;
  name: string;
}

/**
 * A remote's single-spa lifecycles: its root inside the shared provider, an error
 * boundary that keeps a crash inside the remote's own slot, and the diagnostics record.
 * Always unmounts its React root (single-spa has no unload for federated code).
 */
export function defineRemote({ name, Root, onBootstrap }: RemoteDefinition, { React, ReactDOMClient, publicPath }: RemoteOwnModules) {
  const origin = new URL(publicPath, window.location.href).origin;
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
