import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { LiveEvent, type FoodPlanOrdersEvent } from '@kk/contracts';
import type { Clock } from '../../clock';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { FoodPlanOrdersHub } from './hub';
import * as live from './repository';
import { HEARTBEAT_MS, type LiveStreamOptions } from './stream';

/** The food plans a kitchen may watch (the food-plan module's production list answers it; 403 without the role). */
export interface KitchenPlans {
  planIdsOf(auth: AuthContext): Promise<string[]>;
}

const RETRY_MS = 5_000;

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The kitchen's production list, live (issue 26): one stream per open page that says
 * 'foodplan-orders' whenever an order, a cancellation or a subscription payment of one of
 * its plans commits, and 'resync' when this instance's listening connection was lost and
 * is back. While it is open it leases its plans (live_production_watchers), so the
 * triggers notify only for plans someone watches. The page refetches the list on either; the stream carries no portions itself,
 * so what it shows is always what the list endpoint answers.
 */
export class ProductionStreams {
  private readonly open = new Set<PassThrough>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hub: FoodPlanOrdersHub,
    private readonly kitchen: KitchenPlans,
    private readonly options: LiveStreamOptions = {},
  ) {}

  async openFor(auth: AuthContext, foodPlanId: string | undefined): Promise<PassThrough> {
    const plans = await this.kitchen.planIdsOf(auth);
    if (foodPlanId !== undefined && !plans.includes(foodPlanId)) throw notFound('No such food plan in your kitchen');
    const watched = foodPlanId === undefined ? plans : [foodPlanId];
    const streamId = randomUUID();
    const heartbeatMs = this.options.heartbeatMs ?? HEARTBEAT_MS;
    // The lease outlives two missed heartbeats, so a slow beat does not drop changes.
    const leaseSeconds = Math.ceil((3 * heartbeatMs) / 1000);
    await live.watchPlans(this.db, streamId, watched, leaseSeconds);
    const stream = new PassThrough();
    const write = (text: string) => {
      if (!stream.writableEnded) stream.write(text);
    };
    const unsubscribe = await this.hub.subscribe(watched, {
      onChange: (change) => write(frame(LiveEvent.FoodPlanOrders, { FoodPlanID: change.foodPlanId, From: change.from, To: change.to } satisfies FoodPlanOrdersEvent)),
      onResync: () => write(frame(LiveEvent.Resync, {})),
    });
    write(`retry: ${RETRY_MS}\n\n`);

    const heartbeat = setInterval(() => {
      live.sessionIsLive(this.db, auth.sessionId, this.clock.now()).then(
        (alive) => {
          if (alive) {
            live.watchPlans(this.db, streamId, watched, leaseSeconds).catch(() => stream.end());
            return write(': heartbeat\n\n');
          }
          write(frame(LiveEvent.SessionEnded, {}));
          stream.end();
        },
        () => stream.end(),
      );
    }, heartbeatMs);

    this.open.add(stream);
    stream.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      live.unwatchPlans(this.db, streamId).catch(() => undefined);
      this.open.delete(stream);
    });
    return stream;
  }

  endAll(): void {
    for (const stream of this.open) stream.end();
  }
}
