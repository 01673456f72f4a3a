import type { ReactNode } from 'react';
import { loadedOnFirstUse } from '../loadedOnFirstUse';

export interface AccordionEntry {
  value: string;
  title: ReactNode;
  /** Content, or a load of it run once, the first time the entry opens. */
  content: ReactNode | (() => Promise<ReactNode>);
}

export interface LazyAccordionProps {
  entries: readonly AccordionEntry[];
  defaultOpen?: string;
  label?: string;
}

/**
 * Spec section 4, "Accordion": siblings collapse when one opens, and each entry's content
 * loads once, on its first open. The accordion's own code loads with its first use.
 */
export const LazyAccordion = loadedOnFirstUse<LazyAccordionProps>(() => import('./AccordionView'));
