import type { ReactNode, RefObject } from 'react';
import { loadedOnFirstUse } from '../loadedOnFirstUse';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  testId?: string;
  /**
   * False: neither Escape nor a click outside closes the dialog, only its own buttons
   * (the onboarding guide, spec section 2). Default true.
   */
  dismissible?: boolean;
  /** Shows an X button in the header with this accessible name; it calls onClose. */
  closeLabel?: string;
  /** The title, focusable: the dialog opens with focus on it, and the caller may move focus back to it (a new step). */
  titleRef?: RefObject<HTMLHeadingElement | null>;
  /** The scrolling body, so the caller can scroll it to the top (a new step). */
  bodyRef?: RefObject<HTMLDivElement | null>;
}

/** A modal dialog for any app (cookie policy, help explorer); its code loads on first open. */
export const ModalDialog = loadedOnFirstUse<ModalDialogProps>(() => import('./ModalDialogView'));
