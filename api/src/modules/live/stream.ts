import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { LiveEvent, type WalletBalanceEvent } from '@kk/contracts';
import { oreToKroner } from '@kk/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { FamilyAccess } from '../family/access';
import type { BalanceChange, WalletBalanceHub } from './hub';
import * as live from './repository';

/** Often enough that proxies keep the connection open; each beat also re-checks the session. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after a drop (the SSE retry field). */
const RETRY_MS = 5_000;

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const balanceFrame = (change: BalanceChange) =>
  frame(LiveEvent.Balance, { WalletID: change.walletId, Balance: oreToKroner(change.balanceOre) } satisfies WalletBalanceEvent);

export interface LiveStreamOptions {
  heartbeatMs?: number;
}

/**
 * One browser's stream of its wallets' balances: the current balances when it opens, then
 * every change the hub hears, a comment line as heartbeat, and a session-ended event (and
 * the end) once the session is signed out or expires.
 */
export class LiveStreams {
  private readonly open = new Set<PassThrough>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hub: WalletBalanceHub,
    /** Whose wallets a page shows: the groups the user guards. */
    private readonly family: Pick<FamilyAccess, 'guardedGroupIds'>,
    private readonly options: LiveStreamOptions = {},
  ) {}

  async openFor(auth: AuthContext): Promise<PassThrough> {
    const walletIds = (await live.balancesOfUser(this.db, auth.userId, await this.family.guardedGroupIds(auth.userId))).map((row) => row.wallet_id);
    const streamId = randomUUID();
    const heartbeatMs = this.options.heartbeatMs ?? HEARTBEAT_MS;
    // The lease outlives two missed heartbeats, so a slow beat does not drop changes.
    const leaseSeconds = Math.ceil((3 * heartbeatMs) / 1000);
    await live.watchWallets(this.db, streamId, walletIds, leaseSeconds);
    const stream = new PassThrough();
    const write = (text: string) => {
      if (!stream.writableEnded) stream.write(text);
    };
    const writeBalances = (rows: live.WalletBalanceRow[]) => {
      for (const row of rows) write(balanceFrame({ walletId: row.wallet_id, balanceOre: row.balance_ore }));
    };

    const unsubscribe = await this.hub.subscribe(walletIds, {
      onChange: (change) => write(balanceFrame(change)),
      onResync: () => {
        live.balancesOf(this.db, walletIds).then(writeBalances, () => stream.end());
      },
    });
    write(`retry: ${RETRY_MS}\n\n`);
    // Read after the lease and the subscription, so no change can fall between the two.
    writeBalances(await live.balancesOf(this.db, walletIds));

    const heartbeat = setInterval(() => {
      live.sessionIsLive(this.db, auth.sessionId, this.clock.now()).then(
        (alive) => {
          if (alive) {
            live.watchWallets(this.db, streamId, walletIds, leaseSeconds).catch(() => stream.end());
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
      live.unwatchWallets(this.db, streamId).catch(() => undefined);
      this.open.delete(stream);
    });
    return stream;
  }

  /** Ends every open stream, so the server can close. */
  endAll(): void {
    for (const stream of this.open) stream.end();
  }
}
