import { createRoot, type Root } from 'react-dom/client';
import { KkProvider, RemoteUnavailable } from '@kk/ui';
import { api } from '@kk/platform';
import type { LifeCycles } from 'single-spa';

interface SlotProps {
  domElement?: HTMLElement;
}

/**
 * Stands in for a remote whose code could not be loaded: the route's slot shows a clear
 * notice; a missing always-on parcel (floating cart button, guide) stays out of the way.
 * Either way the failure is reported, and the rest of the site keeps working.
 */
export function fallbackLifecycles(remote: string, kind: 'app' | 'parcel', error: unknown): LifeCycles<SlotProps> {
  let root: Root | null = null;
  return {
    bootstrap: async () => {
      const message = `Remote ${remote} (${kind}) failed to load: ${error instanceof Error ? error.message : String(error)}`;
      console.error(message);
      api.post('/JavaScriptLogger/Error', { message }, { silent: true }).catch(() => undefined);
    },
    mount: async (props) => {
      if (kind === 'parcel' || !props.domElement) return;
      root = createRoot(props.domElement);
      root.render(
        <KkProvider>
          <RemoteUnavailable moduleName={remote} onRetry={() => window.location.reload()} />
        </KkProvider>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
