import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { toastPlacement } from '@kk/domain';
import { getAppConfig, useExplicitAccessibility, useTranslation } from '@kk/platform';
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

/** How far down the page's header reaches, so a toast at the top starts below its buttons (sign-out). */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(96);
  useEffect(() => {
    const header = document.querySelector('header');
    if (header === null) return;
    const measure = () => setBottom(Math.max(0, Math.round(header.getBoundingClientRect().bottom)) + 16);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(header);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', measure);
    };
  }, []);
  return bottom;
}

function ToastRegion({ label, testId, placement, position, toasts, large }: {
  label: string;
  testId: string;
  placement: string;
  position: Record<string, string | number>;
  toasts: readonly ToastItem[];
  large: boolean;
}) {
  return (
    <Box
      as="section"
      aria-label={label}
      position="fixed"
      zIndex="toast"
      w={large ? 'md' : 'sm'}
      maxW="calc(100vw - 2rem)"
      data-testid={testId}
      data-placement={placement}
      pointerEvents={toasts.length ? 'auto' : 'none'}
      {...position}
    >
      <Stack gap="3" aria-live="assertive" aria-relevant="additions">
        {toasts.map((toast) => <Toast key={toast.id} toast={toast} large={large} />)}
      </Stack>
    </Box>
  );
}

/**
 * The page's toast regions. Errors sit top right, below the header's buttons (spec
 * section 2), or bottom left and larger with the page setting ExplicitAccessibility;
 * success and info notices sit bottom right (bottom left with ExplicitAccessibility), where
 * they cover no way out of the page. The live regions are always in the page, so additions
 * are announced.
 */
export function Toaster() {
  const { t } = useTranslation('ui');
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get);
  const explicit = useExplicitAccessibility();
  const placement = toastPlacement(explicit);
  const headerBottom = useHeaderBottom();
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const notices = toasts.filter((toast) => toast.kind !== 'error');
  const bottomLeft = { bottom: '4', left: '4' };
  if (explicit) {
    return <ToastRegion label={t('toast.region')} testId="toaster" placement={placement} position={bottomLeft} toasts={toasts} large />;
  }
  return (
    <>
      <ToastRegion label={t('toast.region')} testId="toaster" placement={placement} position={{ top: `${headerBottom}px`, right: '4' }} toasts={errors} large={false} />
      <ToastRegion label={t('toast.noticeRegion')} testId="toaster-notices" placement="bottom-end" position={{ bottom: '4', right: '4' }} toasts={notices} large={false} />
    </>
  );
}
