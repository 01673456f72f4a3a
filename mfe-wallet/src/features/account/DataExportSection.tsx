import { useState } from 'react';
import { copenhagenDate } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { downloadBlob } from '@kk/platform/download';
import { Button, Heading, Stack, Text } from '@kk/ui';
import { accountApi } from './api';

/**
 * "Hent dine data" (issue 28): the ZIP of everything the platform holds about the user and
 * their family, fetched through the signed-in client and saved as kk-data-YYYY-MM-DD.zip.
 * A failure is shown by the API client's error dialog.
 */
export function DataExportSection() {
  const { t } = useTranslation('wallet');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const zip = await accountApi.dataExport();
      downloadBlob(zip instanceof Blob ? zip : new Blob([zip as BlobPart], { type: 'application/zip' }), `kk-data-${copenhagenDate(new Date())}.zip`);
      setState('done');
    } catch {
      setState('idle');
    }
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="account-data-title">
      <Heading as="h2" size="md" id="account-data-title">{t('account.dataExport.title')}</Heading>
      <Text id="account-data-intro">{t('account.dataExport.intro')}</Text>
      <div>
        <Button onClick={() => void download()} loading={state === 'busy'} loadingText={t('account.dataExport.downloading')} aria-describedby="account-data-intro">
          {t('account.dataExport.button')}
        </Button>
      </div>
      <Text role="status" aria-live="polite">{state === 'done' ? t('account.dataExport.done') : ''}</Text>
    </Stack>
  );
}
