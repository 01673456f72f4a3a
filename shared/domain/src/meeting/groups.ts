import { sortMeetingProducts } from './sorting';

/**
 * Meeting product groups (spec sections 3 and 4): the products of a location by their
 * ProductUIGroup, in the groups' Index order, each sorted by the meeting sorting rule;
 * expanded unless the page setting MeetingCollapseCategories is 'true'.
 */
export interface MeetingProductGroup<P> {
  Name: string;
  Products: P[];
  expand: boolean;
  Index: number;
}

/** The group of products without a ProductUIGroup, last. */
export const UNGROUPED_MEETING_PRODUCTS = 'Andet';

export function meetingProductGroups<P extends { Name: string; ProductUIGroup: { Name: string; Index: number } | null }>(
  products: readonly P[],
  collapseCategories: string | boolean | null | undefined,
): MeetingProductGroup<P>[] {
  const collapse = collapseCategories === true || (typeof collapseCategories === 'string' && collapseCategories.trim().toLowerCase() === 'true');
  const groups = new Map<string, MeetingProductGroup<P>>();
  for (const product of products) {
    const name = product.ProductUIGroup?.Name ?? UNGROUPED_MEETING_PRODUCTS;
    const index = product.ProductUIGroup?.Index ?? Number.MAX_SAFE_INTEGER;
    const group = groups.get(name) ?? { Name: name, Products: [], expand: !collapse, Index: index };
    group.Index = Math.min(group.Index, index);
    group.Products.push(product);
    groups.set(name, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, Products: sortMeetingProducts(group.Products) }))
    .sort((a, b) => a.Index - b.Index || a.Name.localeCompare(b.Name, 'da'));
}
