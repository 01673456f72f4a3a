import { Button, HStack, Text, type DialogParts } from '@kk/ui';
import { navigate } from '@kk/platform';

/**
 * A dialog step that explains why the dialog cannot go on and offers the page that fixes
 * it: cancel closes (or does `onCancel`), confirm closes and goes to `href`.
 */
export function goToPageParts({ title, testId, body, cancelLabel, confirmLabel, confirmTestId, href, onClose, onCancel }: {
  title: string;
  testId: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  confirmTestId?: string;
  href: string;
  onClose: () => void;
  onCancel?: () => void;
}): DialogParts {
  return {
    title,
    testId,
    body: <Text>{body}</Text>,
    footer: (
      <HStack gap="3">
        <Button variant="outline" onClick={onCancel ?? onClose}>{cancelLabel}</Button>
        <Button
          onClick={() => {
            onClose();
            navigate(href);
          }}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </HStack>
    ),
  };
}
