import { Dialog, Portal } from '@chakra-ui/react';
import type { ModalDialogProps } from './ModalDialog';

/** Chakra's dialog: focus is trapped inside and returns to the opener on close. */
export default function ModalDialogView({ title, onClose, children, footer, size = 'md', testId }: ModalDialogProps) {
  return (
    <Dialog.Root open size={size} scrollBehavior="inside" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
