// The Chakra layer every app uses. Remotes import Chakra only through this package, so
// the browser gets one tree-shaken Chakra shared by all of them.
export {
  Alert, Badge, Box, Button, Card, Center, CloseButton, Container, Field, Flex, Grid, Heading, HStack,
  Image, Input, Link, Separator, SimpleGrid, Spinner, Stack, Table, Text, VStack, VisuallyHidden,
} from '@chakra-ui/react';
export { KkProvider } from './provider';
export { systemForBrand, type BrandColours } from './system';
export { RemoteUnavailable, ComingSoon, Loading, LoadFailed, Money, PageTitle } from './components';
export { registerUiTexts, uiTexts } from './translations';
export { defineRemote, type RemoteOwnModules } from './lifecycles';
export { useAsync, type AsyncState } from './useAsync';
export { runStandalone } from './standalone';
export { notify, dismissToast, type ToastItem, type ToastKind } from './feedback/toasts';
export { Toaster } from './feedback/Toaster';
export { FeedbackHost } from './feedback/FeedbackHost';
export { installFeedback } from './feedback/installFeedback';
export { openPrintWindow } from './feedback/openPrintWindow';
export { confirmDialog, promptDialog, errorDialog, withSpinner } from './dialogs/dialogStore';
export { DialogHost } from './dialogs/DialogHost';
export { useFormValidation, type FormValidation } from './forms/useFormValidation';
export { ValidatedField } from './forms/ValidatedField';
export { SubmitButton } from './forms/SubmitButton';
export { LazyAccordion, type AccordionEntry, type LazyAccordionProps } from './widgets/LazyAccordion';
export { ContextMenu, textToCopy, type ContextMenuItem } from './widgets/ContextMenu';
export { CopyContextMenu } from './widgets/CopyContextMenu';
export { TopScrollbar, TOP_SCROLLBAR_DEBOUNCE_MS, TOP_SCROLLBAR_HEIGHT } from './widgets/TopScrollbar';
export { ModalDialog, type ModalDialogProps } from './dialogs/ModalDialog';
export { DismissibleNotice } from './widgets/DismissibleNotice';
export { focusRingIn } from './focusRing';
export { SignedMoney } from './widgets/SignedMoney';
export { TransactionStateBadge } from './widgets/TransactionStateBadge';
export type { DialogParts } from './dialogs/DialogParts';
export { useLocation, type PageLocation } from './useLocation';
export { RouteLink } from './widgets/RouteLink';
export { useRoles } from './useRoles';
