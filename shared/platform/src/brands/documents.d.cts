// Types for documents.cjs.
export type BrandDocumentKind = 'dataPolicy' | 'dataPolicyMitId' | 'cookiePolicy' | 'terms' | 'userGuideDa' | 'userGuideOther';
/** godset and mfkkortet have data policies of their own. */
export type DataPolicyTemplate = 'default' | 'godset' | 'mfkkortet';
/** Terms are specific for skejser, kkpay and godset, default otherwise. */
export type TermsTemplate = 'default' | 'skejser' | 'kkpay' | 'godset';
export type BrandDocuments = Record<BrandDocumentKind, string>;

export declare const BRAND_DOCUMENT_KINDS: readonly BrandDocumentKind[];
export declare function dataPolicyTemplate(pageKey: string): DataPolicyTemplate;
export declare function termsTemplate(pageKey: string): TermsTemplate;
/** 'userGuideDa' for Danish, 'userGuideOther' for every other language. */
export declare function userGuideKind(culture: string): 'userGuideDa' | 'userGuideOther';
export declare function documentFileName(pageKey: string, kind: BrandDocumentKind): string;
/** `/brands/<subdomain>/<file>` for every document of a brand. */
export declare function documentUrls(brand: { pageKey: string; subdomain: string }): BrandDocuments;
