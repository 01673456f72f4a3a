import { useEffect, useRef } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dismissNotices } from '../feedback/toasts';
import type { ModalDialogProps } from './ModalDialog';

/**
 * Chakra's dialog: focus is trapped inside and returns to the opener on close. A dialog
 * whose steps swap its content (a new title) moves focus to the new title, where it would
 * otherwise fall to <body> with the button that was pressed; the window's title names the
 * open dialog, and gets the page's own back on close.
 */
export default function ModalDialogView({ title, onClose, children, footer, size = 'md', testId, dismissible = true, closeLabel, titleRef, bodyRef }: ModalDialogProps) {
  const ownTitleRef = useRef<HTMLHeadingElement>(null);
  const headingRef = titleRef ?? ownTitleRef;
  const shownTitle = useRef<string | null>(null);

  // A success notice of what was done before belongs to that; it does not linger over a new dialog.
  useEffect(() => dismissNotices(), []);

  useEffect(() => {
    if (shownTitle.current !== null && shownTitle.current !== title) headingRef.current?.focus();
    shownTitle.current = title;
  }, [title, headingRef]);

  useEffect(() => {
    // Only a page with a title element of its own (the shell's); creating one would add a node under <head>.
    if (document.querySelector('head > title') === null) return undefined;
    const pageTitle = document.title;
    document.title = pageTitle === '' ? title : `${title} – ${pageTitle}`;
    return () => {
      document.title = pageTitle;
    };
  }, [title]);

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
              <Dialog.Title ref={headingRef} tabIndex={-1}>{title}</Dialog.Title>
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
