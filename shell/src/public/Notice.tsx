import { Alert } from '@kk/ui';

/** A public page's message: an error is an alert (read at once), anything else a status. */
export function Notice({ status, text }: { status: 'error' | 'info' | 'success' | 'warning'; text: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
