import { useState } from 'react';
import { Alert, CloseButton, HStack } from '@kk/ui';
import type { ActionResult } from './ResultNotice';
import { useProviderAnswer } from './useProviderAnswer';

/** The notice's words: while it waits, when no answer came in time, the settled answer's, and the close button's label. */
export interface ProviderReturnTexts<T> {
  waiting: string;
  unknown: string;
  settled: (answer: T) => ActionResult;
  close: string;
}

/**
 * A page back from one of the provider's pages (MobilePay's deposit or agreement): says
 * how it went once the platform knows, announced as a status, and can be closed once
 * settled; `useProviderAnswer` asks and has the page read its wallets again.
 */
export function ProviderReturnNotice<T>({ id, ask, isSettled, returnParameter, onSettled, texts, testId }: {
  id: string;
  ask: (id: string) => Promise<T>;
  isSettled: (answer: T) => boolean;
  returnParameter: string;
  onSettled: () => void;
  texts: ProviderReturnTexts<T>;
  testId: string;
}) {
  const [open, setOpen] = useState(true);
  const state = useProviderAnswer(id, ask, isSettled, { returnParameter, onSettled });

  if (!open) return null;
  const result = state.status === 'settled' ? texts.settled(state.answer) : null;
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
