import { useMemo, useRef, useState } from 'react';
import { CATALOGUE_LISTS, type CatalogueWebshopOptions, type CatalogueWebshopProduct } from '@kk/contracts';
import { formatOre, kronerToOre } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Button, HStack, Image, PageTitle, Stack, Text } from '@kk/ui';
import { SelectField } from '@kk/ui/forms';
import { GenericList, type GenericListColumn } from '@kk/ui/lists';
import { draftErrors, emptyDraft, toCreateBody, toDraft, toUpdateBody, type ProductDraft } from './productDraft';
import { ProductEditor } from './ProductEditor';
import { StockAdjustmentDialog } from './StockAdjustmentDialog';

function groupName(options: CatalogueWebshopOptions, item: CatalogueWebshopProduct): string {
  const webshop = options.Webshops.find((candidate) => candidate.ID === item.WebshopID);
  return webshop?.ProductGroups.find((group) => group.ID === item.ProductGroupID)?.Name ?? '—';
}

/**
 * The partner site's webshop products (/Catalogue/Webshop, role CatalogueWebshop): a webshop
 * picker when the person edits several, the generic list of products with their picture,
 * group, price, VAT, stock, sale period and status, the edit dialog, and a stock adjustment
 * per row. A lazily loaded chunk of mfe-cart: families never download it.
 */
export function CatalogueWebshopPage() {
  const { t } = useTranslation('cart');
  const culture = getAppConfig().culture;
  const locale = culture === 'da' ? 'da-DK' : 'en-GB';
  const [webshopId, setWebshopId] = useState('');
  const [adjusting, setAdjusting] = useState<{ item: CatalogueWebshopProduct; refresh: () => Promise<void> } | null>(null);
  // The list's options as its toolbar last saw them (the toolbar renders before the rows): the group column names groups by them.
  const options = useRef<CatalogueWebshopOptions | null>(null);
  const fixedSearch = useMemo(() => (webshopId === '' ? [] : [{ Name: 'WebshopID', Value: webshopId, SearchType: 0 }]), [webshopId]);
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale);

  const period = (item: CatalogueWebshopProduct) => {
    if (item.OrderableFrom && item.OrderableUntil) return `${date(item.OrderableFrom)} – ${date(item.OrderableUntil)}`;
    if (item.OrderableFrom) return t('catalogue.from', { date: date(item.OrderableFrom) });
    if (item.OrderableUntil) return t('catalogue.until', { date: date(item.OrderableUntil) });
    return t('catalogue.always');
  };

  const columns: GenericListColumn<CatalogueWebshopProduct>[] = [
    {
      key: 'picture',
      header: t('catalogue.columns.picture'),
      render: (item) => (item.ImageUrl ? <Image src={item.ImageUrl} alt={item.Name} boxSize="40px" objectFit="cover" borderRadius="sm" loading="lazy" /> : <Text fontSize="xs" color="fg.muted">{t('catalogue.noPicture')}</Text>),
    },
    { key: 'name', header: t('catalogue.columns.name'), render: (item) => item.Name },
    { key: 'group', header: t('catalogue.columns.group'), render: (item) => (options.current ? groupName(options.current, item) : '') },
    { key: 'price', header: t('catalogue.columns.price'), align: 'end', render: (item) => formatOre(kronerToOre(item.Price), culture) },
    { key: 'vat', header: t('catalogue.columns.vat'), align: 'end', render: (item) => t('catalogue.vatRate', { rate: item.VatRate }) },
    { key: 'stock', header: t('catalogue.columns.stock'), align: 'end', render: (item) => <span data-testid="catalogue-stock">{item.Stock === null ? t('catalogue.unlimited') : item.Stock}</span> },
    { key: 'period', header: t('catalogue.columns.period'), render: period },
    {
      key: 'status',
      header: t('catalogue.columns.status'),
      render: (item) => (
        <HStack gap="1" wrap="wrap" data-testid="catalogue-status">
          {!item.Active && <Badge colorPalette="gray">{t('catalogue.status.withdrawn')}</Badge>}
          {item.Active && item.SoldOut && <Badge colorPalette="red">{t('catalogue.status.soldOut')}</Badge>}
          {item.Active && !item.SoldOut && <Badge colorPalette="green">{t('catalogue.status.onSale')}</Badge>}
        </HStack>
      ),
    },
  ];

  const translate = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]));

  return (
    <Stack gap="5" data-testid="catalogue-webshop-page">
      <PageTitle title={t('catalogue.title')} intro={t('catalogue.intro')} />
      <GenericList<CatalogueWebshopProduct, ProductDraft, CatalogueWebshopOptions>
        paths={CATALOGUE_LISTS.webshopProduct}
        title={t('catalogue.title')}
        noun={t('catalogue.noun')}
        columns={columns}
        searchLabel={t('catalogue.search')}
        fixedSearch={fixedSearch}
        emptyDraft={(opts) => emptyDraft(opts, webshopId === '' ? null : webshopId)}
        toDraft={(item) => toDraft(item)}
        Editor={ProductEditor}
        validate={(draft) => translate(draftErrors(draft))}
        toCreateBody={toCreateBody}
        toUpdateBody={(draft) => toUpdateBody(draft)}
        itemLabel={(item) => item.Name}
        canDelete={(item) => item.Active}
        deleteMessage={(item) => t('catalogue.withdrawMessage', { name: item.Name })}
        canCreate={(opts) => opts.Webshops.length > 0}
        toolbar={(list) => {
          options.current = list.options;
          return list.options.Webshops.length > 1 ? (
            <SelectField label={t('catalogue.webshop')} value={webshopId} onChange={setWebshopId} testId="catalogue-webshop-picker">
              <option value="">{t('catalogue.allWebshops')}</option>
              {list.options.Webshops.map((webshop) => (
                <option key={webshop.ID} value={webshop.ID}>{`${webshop.Name} (${webshop.CustomerName})`}</option>
              ))}
            </SelectField>
          ) : null;
        }}
        rowActions={(item, list) =>
          item.Active ? (
            <Button size="xs" variant="outline" onClick={() => setAdjusting({ item, refresh: list.refresh })} data-testid="catalogue-adjust-stock" aria-label={t('catalogue.adjust.buttonNamed', { name: item.Name })}>
              {t('catalogue.adjust.button')}
            </Button>
          ) : null
        }
      />
      {adjusting !== null && (
        <StockAdjustmentDialog
          item={adjusting.item}
          onClose={() => setAdjusting(null)}
          onSaved={() => {
            const { refresh } = adjusting;
            setAdjusting(null);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
