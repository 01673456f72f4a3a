import { Suspense, useEffect, useRef, useState } from 'react';
import type { EventMap, WalletInOnboarding } from '@kk/contracts';
import { bus, fetchChildren } from '@kk/platform';
import type { HomeSlots } from '../features/home/slots';
import { homeSlots } from './homeSlots';

type Request = EventMap['wallet.dialog.open'];

/**
 * Opens this remote's own school-card and refill dialogs when another remote asks on the
 * bus (`wallet.dialog.open`: the onboarding guide's steps 2 and 4), for the wallet it
 * names, and answers `wallet.dialog.closed` with whether something was saved. The dialogs
 * are the home page's lazy chunks, loaded on the first request. One dialog at a time: a
 * request while one is open is left unanswered, as its asker is waiting for this one.
 */
export function WalletDialogBridge({ slots = homeSlots }: { slots?: Pick<HomeSlots, 'AddNfcCardDialog' | 'SelectRefillDialog'> }) {
  const [open, setOpen] = useState<(Request & { wallet: WalletInOnboarding }) | null>(null);
  const pending = useRef<Request | null>(null);

  const finish = (saved: boolean) => {
    const request = pending.current;
    if (!request) return;
    pending.current = null;
    setOpen(null);
    bus.publish('wallet.dialog.closed', { dialog: request.dialog, walletId: request.walletId, saved });
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  useEffect(() => {
    const stop = bus.subscribe('wallet.dialog.open', (request) => {
      if (pending.current) return;
      pending.current = request;
      fetchChildren().then(
        (wallets) => {
          const wallet = wallets.find((w) => w.WalletID.toLowerCase() === request.walletId.toLowerCase());
          if (pending.current !== request) return;
          if (wallet) setOpen({ ...request, wallet });
          else finishRef.current(false);
        },
        () => finishRef.current(false),
      );
    });
    return () => {
      stop();
      // Leaving the page with a dialog open: its asker must not wait for ever.
      finishRef.current(false);
    };
  }, []);

  if (!open) return null;
  const { AddNfcCardDialog, SelectRefillDialog } = slots;
  const Dialog = open.dialog === 'nfc' ? AddNfcCardDialog : SelectRefillDialog;
  return (
    <Suspense fallback={null}>
      <Dialog wallet={open.wallet} onClose={() => finish(false)} onSaved={() => finish(true)} />
    </Suspense>
  );
}
