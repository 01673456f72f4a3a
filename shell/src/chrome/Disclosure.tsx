import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button } from '@kk/ui';

/**
 * A header button that shows a panel under it (the WAI-ARIA disclosure pattern): Escape
 * and a click elsewhere close it, focus goes back to the button. The button is named by
 * its own text, so what a person sees is what a voice command says (WCAG 2.5.3).
 */
export function Disclosure({ buttonText, testId, children }: { buttonText: ReactNode; testId: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Box position="relative" ref={rootRef}>
      <Button
        ref={buttonRef}
        size="sm"
        variant="outline"
        color="brand.contrast"
        borderColor="brand.contrast"
        _hover={{ bg: 'blackAlpha.200' }}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}
      >
        {buttonText}
      </Button>
      <Box
        id={panelId}
        hidden={!open}
        position="absolute"
        right="0"
        mt="2"
        zIndex="dropdown"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        p="3"
        w="xs"
        maxH="70vh"
        overflowY="auto"
        data-testid={`${testId}-panel`}
      >
        {children}
      </Box>
    </Box>
  );
}
