import { useEffect, useState } from 'react';
import { printPageCss, printTiming, type PrintData } from '@kk/domain';
import { getAppConfig, getBrand, LOGO_WIDTH, receivePrintData, useTranslation } from '@kk/platform';
import { Alert, Box, Button, Image, Loading, Stack, Text } from '@kk/ui';
import { PRINT_TEMPLATES } from './templates';

type PageState = { status: 'preparing' } | { status: 'failed' } | { status: 'ready'; data: PrintData };

function usePrintData(job: string | null): PageState {
  const [state, setState] = useState<PageState>({ status: job ? 'preparing' : 'failed' });
  useEffect(() => {
    if (!job) return;
    receivePrintData(job).then(
      (data) => setState({ status: 'ready', data }),
      () => setState({ status: 'failed' }),
    );
  }, [job]);
  return state;
}

/** Prints 500 ms after the template is shown and closes the window 100 ms after printing. */
function useAutoPrint(data: PrintData | null): void {
  useEffect(() => {
    if (!data) return;
    const { printAfterMs, closeAfterMs } = printTiming(data);
    if (printAfterMs === null) return;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const printTimer = setTimeout(() => {
      window.print();
      if (closeAfterMs !== null) closeTimer = setTimeout(() => window.close(), closeAfterMs);
    }, printAfterMs);
    return () => {
      clearTimeout(printTimer);
      clearTimeout(closeTimer);
    };
  }, [data]);
}

function PrintStyles({ data }: { data: PrintData }) {
  return <style>{`${printPageCss(data)}\n@media print { .kk-no-print { display: none !important; } body { background: none !important; } }\n${data.css ?? ''}`}</style>;
}

/**
 * Spec section 2, "Print window": the preparation page while the opener fetches the
 * data, then the template with the brand's header (unless noHeader), portrait and with a
 * 1.5 cm left margin unless told otherwise.
 */
export function PrintPage({ job }: { job: string | null }) {
  const { t } = useTranslation('print');
  const state = usePrintData(job);
  const data = state.status === 'ready' ? state.data : null;
  useAutoPrint(data);
  useEffect(() => {
    if (data) document.title = data.title;
  }, [data]);

  if (state.status === 'preparing') {
    return (
      <Stack p="8" gap="2" data-testid="print-preparing">
        <Loading />
        <Text fontSize="lg">{t('preparing')}</Text>
        <Text color="fg.muted">{t('preparingHint')}</Text>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Box p="8">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('failedTitle')}</Alert.Title>
            <Alert.Description>{t('failedBody')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Box>
    );
  }

  const brand = getBrand(getAppConfig().pageKey);
  const Template = PRINT_TEMPLATES[state.data.template];
  return (
    <Box bg="white" color="gray.900" minH="100vh" p={state.data.noMargin ? 0 : 6} data-testid="print-page" data-orientation={state.data.landscape ? 'landscape' : 'portrait'}>
      <PrintStyles data={state.data} />
      <Box className="kk-no-print" mb="4">
        <Button size="sm" variant="outline" onClick={() => window.print()}>{t('printAgain')}</Button>
      </Box>
      {!state.data.noHeader && (
        <Box as="header" borderBottomWidth="2px" borderColor="brand.solid" pb="3" mb="6">
          <Image src={brand.assets.logo} alt={brand.name} width={`${LOGO_WIDTH}px`} height="auto" />
        </Box>
      )}
      <Box as="main">
        {Template ? <Template data={state.data as PrintData<never>} /> : <Text role="alert">{t('unknownTemplate', { template: state.data.template })}</Text>}
      </Box>
    </Box>
  );
}
