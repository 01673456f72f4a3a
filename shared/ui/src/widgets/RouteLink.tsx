import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '@kk/platform';
import { Link } from '@chakra-ui/react';

/**
 * A link inside the site: single-spa's navigation, no page load; a modified click still opens a tab.
 * With `current` given it is an item of a page's own menu: the current one is marked
 * (aria-current="page", bold, without underline), the others underlined.
 */
export function RouteLink({ href, children, testId, current }: { href: string; children: ReactNode; testId?: string; current?: boolean }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  const menuItem =
    current === undefined
      ? {}
      : { 'aria-current': current ? ('page' as const) : undefined, px: '3', py: '1.5', borderRadius: 'md', fontWeight: current ? 'bold' : 'normal', bg: current ? 'brand.subtle' : undefined };
  return (
    <Link href={href} onClick={onClick} color="brand.fg" textDecoration={current ? 'none' : 'underline'} data-testid={testId} {...menuItem}>
      {children}
    </Link>
  );
}
