import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@kk/platform';
import { Accordion, Text } from '@chakra-ui/react';
import { Loading } from '../components';
import type { LazyAccordionProps } from './LazyAccordion';

function LoadedOnce({ load }: { load: () => Promise<ReactNode> }) {
  const { t } = useTranslation('ui');
  const [state, setState] = useState<{ status: 'loading' } | { status: 'done'; node: ReactNode } | { status: 'failed' }>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (node) => current && setState({ status: 'done', node }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <Text role="alert">{t('loadFailed')}</Text>;
  return <>{state.node}</>;
}

/** Chakra's accordion, single-open and collapsible; lazyMount keeps content once mounted. */
export default function AccordionView({ entries, defaultOpen, label }: LazyAccordionProps) {
  return (
    <Accordion.Root collapsible lazyMount defaultValue={defaultOpen ? [defaultOpen] : []} aria-label={label}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.value} value={entry.value} data-testid={`accordion-${entry.value}`}>
          <Accordion.ItemTrigger>
            <Text flex="1" textAlign="start" fontWeight="semibold">{entry.title}</Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              {typeof entry.content === 'function' ? <LoadedOnce load={entry.content} /> : entry.content}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
