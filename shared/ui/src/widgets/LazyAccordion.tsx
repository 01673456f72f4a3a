import { lazy, Suspense, type ReactNode } from 'react';

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

const AccordionView = lazy(() => import('./AccordionView'));

/**
 * Spec section 4, "Accordion": siblings collapse when one opens, and each entry's content
 * loads once, on its first open. The accordion's own code loads with its first use.
 */
export function LazyAccordion(props: LazyAccordionProps) {
  return (
    <Suspense fallback={null}>
      <AccordionView {...props} />
    </Suspense>
  );
}
