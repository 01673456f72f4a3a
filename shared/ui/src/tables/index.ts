// `@kk/ui/tables`: table parts that only some lazily loaded pages and print templates use.
// Not part of the shared `@kk/ui` chunk (which every page loads first): an app bundles its
// copy into the chunks that use them. They take Chakra from `@kk/ui`.
export { TableHead, type TableColumn } from './TableHead';
export { QuantityTable, type ProductQuantity } from './QuantityTable';
