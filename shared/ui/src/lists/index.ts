// `@kk/ui/lists`: the back office's generic list (spec sections 4 and 7). Only the partner
// site's catalogue pages use it, so it is not part of the shared `@kk/ui` chunk: each
// remote bundles it into its lazily loaded catalogue page. It takes Chakra from `@kk/ui`.
export { GenericList, type EditorProps, type GenericListColumn, type GenericListProps, type ListHandle } from './GenericList';
export { changedFields, HistoryDialog } from './HistoryDialog';
export { listCalls, useGenericList, type ListRows } from './useGenericList';
export { listTexts, registerListTexts } from './texts';
