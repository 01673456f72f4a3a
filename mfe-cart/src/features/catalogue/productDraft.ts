import type { CatalogueWebshopOptions, CatalogueWebshopProduct, CatalogueWebshopProductCreate, CatalogueWebshopProductUpdate, ImagePayload } from '@kk/contracts';
import { fillDescriptors, webshopProductErrors, type CatalogueDescriptor, type CatalogueVatRate } from '@kk/domain';

/** What the edit dialog holds: the fields as typed (text), turned into the API's body on save. */
export interface ProductDraft {
  creating: boolean;
  WebshopID: string;
  Name: string;
  Description: string;
  Descriptors: CatalogueDescriptor[];
  Price: string;
  VatRate: CatalogueVatRate;
  ProductGroupID: string;
  /** yyyy-mm-dd or ''. */
  OrderableFrom: string;
  OrderableUntil: string;
  PurchaseLimit: string;
  SoldOut: boolean;
  Stock: string;
  Allergens: number[];
  /** A newly chosen, cropped picture (replaces the old one on save). */
  Picture: (ImagePayload & { previewUrl: string }) | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the local calendar date of a date field. */
export function isoToDateField(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
/** A date field as an instant: the start of that local day, or (until) its last second. */
export function dateFieldToIso(value: string, end: boolean): string | null {
  if (value === '') return null;
  const date = new Date(`${value}T${end ? '23:59:59' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function emptyDraft(options: CatalogueWebshopOptions, webshopId: string | null): ProductDraft {
  const webshop = options.Webshops.find((candidate) => candidate.ID === webshopId) ?? options.Webshops[0];
  return {
    creating: true,
    WebshopID: webshop?.ID ?? '',
    Name: '',
    Description: '',
    Descriptors: fillDescriptors([]),
    Price: '',
    VatRate: 25,
    ProductGroupID: webshop?.ProductGroups[0]?.ID ?? '',
    OrderableFrom: '',
    OrderableUntil: '',
    PurchaseLimit: '',
    SoldOut: false,
    Stock: '',
    Allergens: [],
    Picture: null,
  };
}

export function toDraft(item: CatalogueWebshopProduct): ProductDraft {
  return {
    creating: false,
    WebshopID: item.WebshopID,
    Name: item.Name,
    Description: item.Description ?? '',
    Descriptors: fillDescriptors(item.Descriptors),
    Price: String(item.Price),
    VatRate: item.VatRate === 0 ? 0 : 25,
    ProductGroupID: item.ProductGroupID ?? '',
    OrderableFrom: isoToDateField(item.OrderableFrom),
    OrderableUntil: isoToDateField(item.OrderableUntil),
    PurchaseLimit: item.PurchaseLimit === null ? '' : String(item.PurchaseLimit),
    SoldOut: item.SoldOut,
    Stock: item.Stock === null ? '' : String(item.Stock),
    Allergens: [...item.Allergens],
    Picture: null,
  };
}

/** The shared rules (@kk/domain), keyed by field; message keys the page translates. */
export function draftErrors(draft: ProductDraft): Record<string, string> {
  return webshopProductErrors(
    {
      ...draft,
      ProductGroupID: draft.ProductGroupID || null,
      OrderableFrom: dateFieldToIso(draft.OrderableFrom, false),
      OrderableUntil: dateFieldToIso(draft.OrderableUntil, true),
    },
    { creating: draft.creating },
  );
}

const whole = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

function fields(draft: ProductDraft): CatalogueWebshopProductUpdate {
  return {
    Name: draft.Name.trim(),
    Description: draft.Description.trim() === '' ? null : draft.Description.trim(),
    Descriptors: draft.Descriptors,
    Price: Number(draft.Price.trim().replace(',', '.')),
    VatRate: draft.VatRate,
    ProductGroupID: draft.ProductGroupID || null,
    OrderableFrom: dateFieldToIso(draft.OrderableFrom, false),
    OrderableUntil: dateFieldToIso(draft.OrderableUntil, true),
    PurchaseLimit: whole(draft.PurchaseLimit),
    SoldOut: draft.SoldOut,
    Allergens: draft.Allergens,
    ...(draft.Picture === null ? {} : { Picture: { FileName: draft.Picture.FileName, FileType: draft.Picture.FileType, Base64: draft.Picture.Base64 } }),
  };
}

export const toCreateBody = (draft: ProductDraft): CatalogueWebshopProductCreate => ({ WebshopID: draft.WebshopID, ...fields(draft), Stock: whole(draft.Stock) });
export const toUpdateBody = (draft: ProductDraft): CatalogueWebshopProductUpdate => fields(draft);
