import { useCallback, useEffect, useMemo, useState } from 'react';
import type { WalletInOnboarding, WalletTermType } from '@kk/contracts';
import { termAccepted, unacceptedWalletTerms, walletTermsOf, type UnacceptedWalletTerm } from '@kk/domain';
import { guideApi } from './api';

export const termKey = (walletId: string, termTypeId: number) => `${walletId}:${termTypeId}`;

/** The terms of the guide's wallets as the screen shows them, and the answers to them. */
export interface WalletTermsState {
  /** The term types the user sees; null until they are loaded (a failed load is none). */
  types: WalletTermType[] | null;
  isAccepted: (walletId: string, termTypeId: number) => boolean;
  /** Saves the answer at once (silent); a refused one goes back. */
  answer: (wallet: WalletInOnboarding, type: WalletTermType, isAccepted: boolean) => void;
  /** Each wallet and required type not accepted in its current version (@kk/domain unacceptedWalletTerms). */
  unaccepted: UnacceptedWalletTerm<WalletInOnboarding>[];
  /** Forgets the answers given here and loads the types again (after the server refused a finish). */
  reload: () => void;
}

/**
 * Issue 23: the server's IsAccepted (true only for the type's current version) until the
 * user ticks or unticks a box here. The term types are loaded once `wanted` (the step or
 * dialog that shows them is open).
 */
export function useWalletTerms(wallets: readonly WalletInOnboarding[], wanted: boolean): WalletTermsState {
  const [types, setTypes] = useState<WalletTermType[] | null>(null);
  const [answers, setAnswers] = useState<Record<string, boolean>>({});

  useEffect(() => {
    if (!wanted || types !== null) return;
    let current = true;
    guideApi.termTypes().then(
      (loaded) => current && setTypes(loaded),
      () => current && setTypes([]),
    );
    return () => {
      current = false;
    };
  }, [wanted, types]);

  const isAccepted = useCallback(
    (walletId: string, termTypeId: number) => {
      const given = answers[termKey(walletId, termTypeId)];
      if (given !== undefined) return given;
      const wallet = wallets.find((candidate) => candidate.WalletID === walletId);
      return wallet !== undefined && termAccepted(wallet, termTypeId);
    },
    [answers, wallets],
  );

  const answer = useCallback((wallet: WalletInOnboarding, type: WalletTermType, accepted: boolean) => {
    const key = termKey(wallet.WalletID, type.ID);
    const earlier = walletTermsOf(wallet).find((term) => term.Type.ID === type.ID);
    setAnswers((all) => ({ ...all, [key]: accepted }));
    guideApi
      .updateTerms([{
        WalletID: wallet.WalletID,
        Name: wallet.Name,
        // The spec's payload; the server records its own time and the type's current version.
        Terms: [{ CreatedDate: earlier?.CreatedDate ?? null, UpdateDate: new Date().toISOString(), IsAccepted: accepted, TermTypeID: type.ID, Name: type.Name }],
      }])
      .catch(() => setAnswers((all) => ({ ...all, [key]: !accepted })));
  }, []);

  const reload = useCallback(() => {
    setAnswers({});
    setTypes(null);
  }, []);

  const unaccepted = useMemo(() => unacceptedWalletTerms(wallets, types ?? [], isAccepted), [wallets, types, isAccepted]);
  return { types, isAccepted, answer, unaccepted, reload };
}
