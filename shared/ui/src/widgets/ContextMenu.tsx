import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';

export interface ContextMenuItem {
  id: string;
  label: string;
  /** Runs with the element the menu was opened on. A missing function is logged (spec section 8). */
  run?: (target: HTMLElement) => void;
}

interface OpenMenu {
  x: number;
  y: number;
  target: HTMLElement;
}

/**
 * Spec section 2: a right-click context menu. Opens on right-click and on the keyboard's
 * menu key or Shift+F10, is a WAI-ARIA menu (arrow keys, Escape) and closes on any click.
 */
export function ContextMenu({ items, label, children }: { items: readonly ContextMenuItem[]; label: string; children: ReactNode }) {
  const [open, setOpen] = useState<OpenMenu | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = () => setOpen(null);
    window.addEventListener('click', close);
    window.addEventListener('scroll', close, true);
    return () => {
      window.removeEventListener('click', close);
      window.removeEventListener('scroll', close, true);
    };
  }, [open]);

  const openAt = (x: number, y: number, target: HTMLElement) => setOpen({ x, y, target });

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    openAt(event.clientX, event.clientY, event.target as HTMLElement);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      const target = event.target as HTMLElement;
      const box = target.getBoundingClientRect();
      openAt(box.left, box.bottom, target);
    }
  };

  const choose = (item: ContextMenuItem) => {
    const target = open?.target;
    setOpen(null);
    target?.focus?.();
    if (!item.run) {
      console.error(`Context menu item "${item.id}" has no function to run`);
      return;
    }
    if (target) item.run(target);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      open?.target.focus?.();
      setOpen(null);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(at + step + entries.length) % entries.length]?.focus();
    }
  };

  return (
    <Box onContextMenu={onContextMenu} onKeyDown={onKeyDown}>
      {children}
      {open && (
        <Box
          ref={menuRef}
          role="menu"
          aria-label={label}
          position="fixed"
          left={`${open.x}px`}
          top={`${open.y}px`}
          zIndex="popover"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          p="1"
          minW="40"
          onKeyDown={onMenuKeyDown}
          onClick={(event) => event.stopPropagation()}
          data-testid="context-menu"
        >
          {items.map((item) => (
            <Button key={item.id} role="menuitem" variant="ghost" size="sm" w="full" justifyContent="start" tabIndex={-1} onClick={() => choose(item)}>
              {item.label}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The text a copy takes: the selection when there is one, else the element's own text. */
export function textToCopy(target: HTMLElement): string {
  const selected = window.getSelection?.()?.toString() ?? '';
  return selected.trim() !== '' ? selected : (target.innerText || target.textContent || '').trim();
}
