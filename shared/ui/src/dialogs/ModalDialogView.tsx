import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ModalDialogProps } from './ModalDialog';

/** Chakra's dialog: focus is trapped inside and returns to the opener on close. */
export default function ModalDialogView({ title, onClose, children, footer, size = 'md', testId, dismissible = true, closeLabel, titleRef, bodyRef }: ModalDialogProps) {
  return (
    <Dialog.Root
      open
      size={size}
      scrollBehavior="inside"
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      initialFocusEl={titleRef ? () => titleRef.current : undefined}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title ref={titleRef} tabIndex={titleRef ? -1 : undefined}>{title}</Dialog.Title>
            </Dialog.Header>
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
            <Dialog.Body ref={bodyRef}>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
