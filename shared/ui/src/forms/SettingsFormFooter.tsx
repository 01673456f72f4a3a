import { Button, HStack, SubmitButton, Text, VisuallyHidden } from '@kk/ui';

/**
 * The end of a settings form in a dialog: the failure (announced), then Close and the
 * form's submit button, whose accessible name also says whose settings it saves
 * ('Gem … for Emma Jensen') where several children's buttons share the visible text.
 */
export function SettingsFormFooter({ formId, failure, busy, closeText, saveText, busyText, forWhom, onClose }: {
  formId: string;
  failure: string | null;
  busy: boolean;
  closeText: string;
  saveText: string;
  busyText: string;
  /** Read by screen readers after the save text, e.g. 'for Emma Jensen'. */
  forWhom: string;
  onClose: () => void;
}) {
  return (
    <>
      {failure && <Text role="alert" color="red.700">{failure}</Text>}
      <HStack gap="3" justify="flex-end">
        <Button variant="outline" onClick={onClose}>{closeText}</Button>
        <SubmitButton form={formId} busy={busy} busyText={busyText}>
          {saveText}
          <VisuallyHidden>{` ${forWhom}`}</VisuallyHidden>
        </SubmitButton>
      </HStack>
    </>
  );
}
