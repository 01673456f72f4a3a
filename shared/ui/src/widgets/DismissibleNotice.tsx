import type { ReactNode } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';

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
    <Alert.Root status={status} data-testid={testId} alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
      <CloseButton size="sm" aria-label={dismissLabel} onClick={onDismiss} />
    </Alert.Root>
  );
}
