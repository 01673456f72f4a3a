import type { ReactNode } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';
import { focusRingIn } from '../focusRing';

/** A page notification: visible until the user dismisses it (the caller stores the dismissal). */
export function DismissibleNotice({ title, children, dismissLabel, onDismiss, testId, status = 'info' }: {
  title: string;
  children?: ReactNode;
  dismissLabel: string;
  onDismiss: () => void;
  testId?: string;
  status?: 'info' | 'warning';
}) {
  return (
    // The status colour's own ring is faint on its subtle background (orange: 2.45:1); the text colour is not.
    <Alert.Root status={status} data-testid={testId} alignItems="flex-start" css={focusRingIn('var(--chakra-colors-fg)')}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
      <CloseButton size="sm" aria-label={dismissLabel} onClick={onDismiss} />
    </Alert.Root>
  );
}
