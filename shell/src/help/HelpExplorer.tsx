import { useEffect, useMemo, useState } from 'react';
import type { HelpVideosResponse } from '@kk/contracts';
import { formatOre, SERVICE_FEE_ORE } from '@kk/domain';
import { api, getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Field, Heading, Input, LazyAccordion, LoadFailed, Loading, ModalDialog, Stack, Text, type AccordionEntry } from '@kk/ui';
import { FAQ_KEYS, registerHelpTexts } from './helpTexts';
import { matchingVideos } from './matchingVideos';

// This module loads only when the explorer first opens; its texts come with it.
registerHelpTexts();

/** Spec section 9: the help data loads 500 ms after the explorer opens. */
export const HELP_DATA_DELAY_MS = 500;

type VideosState = { status: 'loading' } | { status: 'failed' } | { status: 'done'; videos: HelpVideosResponse };

function useHelpVideos(): VideosState {
  const [state, setState] = useState<VideosState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      // Not silent: a failure shows the error toast (spec section 8) as well as the notice here.
      api.get<HelpVideosResponse>('/api/assets/HelpVideos').then(
        (videos) => current && setState({ status: 'done', videos }),
        () => current && setState({ status: 'failed' }),
      );
    }, HELP_DATA_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, []);
  return state;
}

/** Embedded, autoplaying and looping (muted, as browsers allow autoplay only then), with controls. */
function HelpVideo({ url, title, description }: { url: string; title: string; description: string }) {
  const { t } = useTranslation('help');
  return (
    <Stack gap="2">
      <Box borderRadius="md" overflow="hidden" bg="black">
        {/* The videos have no sound; the description below says what they show. */}
        <video src={url} autoPlay loop muted playsInline controls aria-label={t('videoLabel', { title })} style={{ display: 'block', width: '100%' }} data-testid="help-video" />
      </Box>
      <Text fontSize="sm">{description}</Text>
    </Stack>
  );
}

/** Spec section 2: the help explorer (a video list with search), the FAQ panel and the service-fee info. */
export default function HelpExplorer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('help');
  const { culture } = getAppConfig();
  const [query, setQuery] = useState('');
  const state = useHelpVideos();

  const shown = useMemo(() => (state.status === 'done' ? matchingVideos(state.videos, query) : []), [state, query]);
  const videoEntries: AccordionEntry[] = shown.map((video) => ({
    value: video.ID,
    title: video.Title,
    content: <HelpVideo url={video.VideoUrl} title={video.Title} description={video.Description} />,
  }));
  const faqEntries: AccordionEntry[] = FAQ_KEYS.map((key) => ({
    value: key,
    title: t(`questions.${key}.q`),
    content: <Text>{t(`questions.${key}.a`)}</Text>,
  }));
  const expanded = shown.find((video) => video.Expand)?.ID;

  return (
    <ModalDialog title={t('title')} onClose={onClose} size="lg" testId="help-explorer" footer={<Button onClick={onClose}>{t('close')}</Button>}>
      <Stack gap="6">
        <Box as="section" aria-labelledby="help-videos-title">
          <Heading as="h3" size="sm" id="help-videos-title" mb="2">{t('videos')}</Heading>
          <Field.Root mb="3">
            <Field.Label>{t('search')}</Field.Label>
            <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} data-testid="help-search" />
            <Field.HelperText>{t('searchHint')}</Field.HelperText>
          </Field.Root>
          {state.status === 'loading' && <Loading />}
          {state.status === 'failed' && <LoadFailed />}
          {state.status === 'done' && (
            <>
              <Text fontSize="sm" role="status" mb="2">{shown.length === 0 ? t('noMatch', { query }) : t('matches', { count: shown.length })}</Text>
              {/* Keyed by the result, so a search opens its first expandable match again. */}
              <LazyAccordion key={shown.map((v) => v.ID).join()} entries={videoEntries} defaultOpen={expanded} label={t('videos')} />
            </>
          )}
        </Box>
        <Box as="section" aria-labelledby="help-faq-title" data-testid="help-faq">
          <Heading as="h3" size="sm" id="help-faq-title" mb="2">{t('faq')}</Heading>
          <LazyAccordion entries={faqEntries} label={t('faq')} />
        </Box>
        <Box as="section" aria-labelledby="help-fee-title" bg="bg.muted" borderRadius="md" p="4" data-testid="service-fee-info">
          <Heading as="h3" size="sm" id="help-fee-title" mb="1">{t('serviceFee.title')}</Heading>
          <Text fontSize="sm">{t('serviceFee.text', { fee: formatOre(SERVICE_FEE_ORE, culture) })}</Text>
        </Box>
      </Stack>
    </ModalDialog>
  );
}
