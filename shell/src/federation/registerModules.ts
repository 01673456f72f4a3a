import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, start, triggerAppChange, type LifeCycles } from 'single-spa';
import type { RemotesManifest } from '@kk/contracts';
import { matchesRoute, type ModulePlacement } from '@kk/domain';
import { cartInUse, whenCartInUse } from './cartInUse';
import { fallbackLifecycles } from './fallbackLifecycles';
import { slotId } from './slots';

let registered = false;

async function loadLifecycles(remote: string, kind: 'app' | 'parcel'): Promise<LifeCycles> {
  try {
    const exposed = await loadRemote<LifeCycles>(`${remote}/${kind}`);
    if (!exposed || typeof (exposed as LifeCycles).mount === 'undefined') {
      throw new Error(`${remote}/${kind} exposes no single-spa lifecycles`);
    }
    return exposed;
  } catch (error) {
    return fallbackLifecycles(remote, kind, error) as LifeCycles;
  }
}

/**
 * Registers only the remotes this user gets with the federation runtime, so the code of
 * a module that is off is never downloaded; then mounts each with single-spa on its
 * routes, and its parcel (if any) on every page, a cart's parcel once the cart is in use.
 * Runs once per page load.
 */
export function registerModules(modules: ModulePlacement[], manifest: RemotesManifest): void {
  if (registered) return;
  registered = true;

  const known = modules.filter((m) => manifest.remotes[m.remote]);
  registerRemotes(known.map((m) => ({ name: m.remote, entry: manifest.remotes[m.remote]!.entry })));

  for (const placement of known) {
    if (placement.routes.length > 0) {
      registerApplication({
        name: placement.remote,
        app: () => loadLifecycles(placement.remote, 'app'),
        activeWhen: (location) => matchesRoute(placement.routes, location.pathname),
        customProps: () => ({ domElement: document.getElementById(slotId(placement.remote, 'app')) }),
      });
    }
    if (placement.parcel) {
      registerApplication({
        name: `${placement.remote}-parcel`,
        app: () => loadLifecycles(placement.remote, 'parcel'),
        activeWhen: placement.parcelWhenCartInUse ? cartInUse : () => true,
        customProps: () => ({ domElement: document.getElementById(slotId(placement.remote, 'parcel')) }),
      });
    }
  }
  start({ urlRerouteOnly: true });
  if (known.some((m) => m.parcelWhenCartInUse)) {
    whenCartInUse(() => void triggerAppChange());
  }
}
