import { lazy, Suspense, type ReactNode } from 'react';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  testId?: string;
}

const ModalDialogView = lazy(() => import('./ModalDialogView'));

/** A modal dialog for any app (cookie policy, help explorer); its code loads on first open. */
export function ModalDialog(props: ModalDialogProps) {
  return (
    <Suspense fallback={null}>
      <ModalDialogView {...props} />
    </Suspense>
  );
}
