import type { EventMap, EventName } from '@kk/contracts';

type Handler<N extends EventName> = (payload: EventMap[N]) => void;

/**
 * The in-page event bus. Remotes never import each other: they publish and subscribe
 * here. @kk/platform is a federation singleton, so every remote gets this one instance.
 */
export class EventBus {
  private readonly handlers = new Map<EventName, Set<Handler<EventName>>>();

  publish<N extends EventName>(name: N, payload: EventMap[N]): void {
    const set = this.handlers.get(name);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        (handler as Handler<N>)(payload);
      } catch (error) {
        // One failing subscriber must not stop the others from hearing the event.
        console.error(`Event handler for ${name} failed`, error);
      }
    }
  }

  subscribe<N extends EventName>(name: N, handler: Handler<N>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    set.add(handler as Handler<EventName>);
    return () => {
      set.delete(handler as Handler<EventName>);
    };
  }

  listenerCount(name: EventName): number {
    return this.handlers.get(name)?.size ?? 0;
  }
}

export const bus = new EventBus();
