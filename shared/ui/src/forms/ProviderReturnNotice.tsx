import { useState } from 'react';
import { Alert, CloseButton, HStack } from '@kk/ui';
import type { ActionResult } from './ResultNotice';
import { useProviderAnswer } from './useProviderAnswer';

/** What MobilePay's status answers (a deposit's, an agreement's) have in common: pending until settled, and why one failed. */
export interface MobilePayAnswer {
  Status: string;
  Reason: string | null;
}

/** A failure's reason as the notices name it: rejected in the app, not approved in time, or anything else. */
export type MobilePayFailure = 'rejected' | 'timeout' | 'other';

const failureOf = (reason: string | null): MobilePayFailure => (reason === 'rejected' || reason === 'timeout' ? reason : 'other');

/** Which answer to wait for: its id, how to ask for it, and the address's parameter that marks the return. */
export interface ProviderAnswerSource<T> {
  id: string;
  ask: (id: string) => Promise<T>;
  returnParameter: string;
}

/** The notice's words: while it waits, when no answer came in time, the settled answer's, and the close button's label. */
export interface ProviderReturnTexts<T> {
  waiting: string;
  unknown: string;
  settled: (answer: T, failure: MobilePayFailure) => ActionResult;
  close: string;
}

/**
 * A page back from one of MobilePay's pages (a deposit's approval, a refill agreement's):
 * says how it went once the answer is no longer pending, announced as a status, and can be
 * closed once settled; `useProviderAnswer` asks and has the page read its wallets again.
 */
export function ProviderReturnNotice<T extends MobilePayAnswer>({ answer, onSettled, texts, testId }: {
  answer: ProviderAnswerSource<T>;
  onSettled: () => void;
  texts: ProviderReturnTexts<T>;
  testId: string;
}) {
  const [open, setOpen] = useState(true);
  const state = useProviderAnswer(answer.id, answer.ask, (asked) => asked.Status !== 'Pending', { returnParameter: answer.returnParameter, onSettled });

  if (!open) return null;
  const result = state.status === 'settled' ? texts.settled(state.answer, failureOf(state.answer.Reason)) : null;
  const text = result?.text ?? (state.status === 'unknown' ? texts.unknown : texts.waiting);
  return (
    <Alert.Root status={result === null ? 'info' : result.ok ? 'success' : 'error'} mb="5" data-testid={testId}>
      <HStack justify="space-between" align="start" w="full" gap="3">
        <Alert.Description role="status">{text}</Alert.Description>
        {result !== null && <CloseButton size="sm" aria-label={texts.close} onClick={() => setOpen(false)} />}
      </HStack>
    </Alert.Root>
  );
}
