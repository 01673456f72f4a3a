import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@kk/platform';
import { Box, Button, HStack, PageTitle, Stack } from '@kk/ui';
import { DepartmentList } from './DepartmentList';
import { LocationList } from './LocationList';
import { ProductList } from './ProductList';
import { RuleTextsContext, type MeetingRuleTexts } from './ruleTexts';

const TABS = ['departments', 'locations', 'products'] as const;
type Tab = (typeof TABS)[number];

/**
 * The partner site's meeting options (/Catalogue/Meeting, role CatalogueMeeting): three
 * tabs, each a generic list of @kk/ui/lists. The customer chosen above one list is the
 * customer of all three (when the caller edits more than one). `ruleTexts`: how the
 * ordering page words a product's window and deadline (the app hands them down).
 */
export function CataloguePage({ ruleTexts }: { ruleTexts: MeetingRuleTexts }) {
  const { t } = useTranslation('meeting');
  const [tab, setTab] = useState<Tab>('products');
  const [customerId, setCustomerId] = useState('');
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ departments: null, locations: null, products: null });

  // The tabs pattern: arrow keys move between the tabs, Home and End to the first and last.
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight' ? TABS[(at + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(at + TABS.length - 1) % TABS.length] : event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setTab(next);
    buttons.current[next]?.focus();
  };

  const lists = { customerId, onCustomer: setCustomerId };
  return (
    <RuleTextsContext.Provider value={ruleTexts}>
    <Stack gap="5" data-testid="meeting-catalogue">
      <PageTitle title={t('catalogue.title')} intro={t('catalogue.intro')} />
      <HStack role="tablist" aria-label={t('catalogue.tabsLabel')} gap="1" borderBottomWidth="1px" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <Button
            key={name}
            ref={(element) => {
              buttons.current[name] = element;
            }}
            role="tab"
            id={`meeting-catalogue-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`meeting-catalogue-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            variant={tab === name ? 'solid' : 'ghost'}
            colorPalette={tab === name ? 'brand' : undefined}
            onClick={() => setTab(name)}
            data-testid={`meeting-catalogue-tab-${name}`}
          >
            {t(`catalogue.tabs.${name}`)}
          </Button>
        ))}
      </HStack>
      <Box role="tabpanel" id={`meeting-catalogue-panel-${tab}`} aria-labelledby={`meeting-catalogue-tab-${tab}`}>
        {tab === 'departments' && <DepartmentList {...lists} />}
        {tab === 'locations' && <LocationList {...lists} />}
        {tab === 'products' && <ProductList {...lists} />}
      </Box>
    </Stack>
    </RuleTextsContext.Provider>
  );
}
