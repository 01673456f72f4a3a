import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { toastPlacement } from '@kk/domain';
import { getAppConfig, useExplicitAccessibility } from '@kk/platform';
import { dismissToast, toastStore, type ToastItem } from './toasts';

const PALETTE: Record<ToastItem['kind'], { border: string; title: string }> = {
  error: { border: 'red.600', title: 'red.700' },
  success: { border: 'green.600', title: 'green.700' },
  info: { border: 'blue.600', title: 'blue.700' },
};

/** Hides itself after its time, paused while the pointer or focus is on it (WCAG 2.2.1). */
function useAutoDismiss(toast: ToastItem, paused: boolean): void {
  const remaining = useRef(toast.durationMs);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);
}

function Toast({ toast, large }: { toast: ToastItem; large: boolean }) {
  const { t } = useTranslation('ui');
  const culture = getAppConfig().culture;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  useAutoDismiss(toast, hovered || focused);
  const colours = PALETTE[toast.kind];
  const title = toast.title?.[culture] ?? t(`toast.title.${toast.kind}`);

  return (
    <Box
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid={`toast-${toast.kind}`}
      data-duration={toast.durationMs}
      bg="white"
      color="gray.900"
      borderLeftWidth="6px"
      borderColor={colours.border}
      borderRadius="md"
      boxShadow="lg"
      p={large ? 5 : 4}
      fontSize={large ? 'lg' : 'md'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <HStack align="start" gap="3">
        <Stack gap="1" flex="1">
          <Text fontWeight="bold" color={colours.title}>{title}</Text>
          <Text>{toast.text[culture]}</Text>
          {toast.details && (
            <>
              <Button
                size="xs"
                variant="outline"
                alignSelf="start"
                aria-expanded={showDetails}
                aria-controls={detailsId}
                onClick={() => setShowDetails((open) => !open)}
              >
                {showDetails ? t('toast.hideDetails') : t('toast.showDetails')}
              </Button>
              <Box id={detailsId} hidden={!showDetails} fontSize="sm" color="gray.700" data-testid="toast-details">
                <Text>{t('toast.serverMessage')}: {toast.details.message || '—'}</Text>
                {toast.details.reason && <Text>{t('toast.reason')}: {toast.details.reason}</Text>}
                {toast.details.statusCode !== null && <Text>{t('toast.statusCode')}: {toast.details.statusCode}</Text>}
              </Box>
            </>
          )}
        </Stack>
        <CloseButton size="sm" aria-label={t('toast.close')} onClick={() => dismissToast(toast.id)} />
      </HStack>
    </Box>
  );
}

/**
 * The page's one toast region: top right, or bottom left and larger with the page setting
 * ExplicitAccessibility. The live region is always in the page, so additions are announced.
 */
export function Toaster() {
  const { t } = useTranslation('ui');
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get);
  const explicit = useExplicitAccessibility();
  const placement = toastPlacement(explicit);
  // Top right starts under the header's buttons, so a toast does not hide the way out.
  const position = placement === 'bottom-start' ? { bottom: '4', left: '4' } : { top: '24', right: '4' };
  return (
    <Box
      as="section"
      aria-label={t('toast.region')}
      position="fixed"
      zIndex="toast"
      w={explicit ? 'md' : 'sm'}
      maxW="calc(100vw - 2rem)"
      data-testid="toaster"
      data-placement={placement}
      pointerEvents={toasts.length ? 'auto' : 'none'}
      {...position}
    >
      <Stack gap="3" aria-live="assertive" aria-relevant="additions">
        {toasts.map((toast) => <Toast key={toast.id} toast={toast} large={explicit} />)}
      </Stack>
    </Box>
  );
}
