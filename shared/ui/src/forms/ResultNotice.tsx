import { Alert, Box } from '@kk/ui';

/** How an action went, in the user's words. */
export interface ActionResult {
  ok: boolean;
  text: string;
}

/**
 * The outcome of a save or an action, in a live region that is always there, so a screen
 * reader announces the result when it appears (nothing while there is none).
 */
export function ResultNotice({ result, testId }: { result: ActionResult | null; testId: string }) {
  return (
    <Box role="status" aria-live="polite">
      {result && (
        <Alert.Root status={result.ok ? 'success' : 'error'} data-testid={testId}>
          <Alert.Indicator />
          <Alert.Title>{result.text}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}
