import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '@kk/platform';
import { Link } from '@chakra-ui/react';

/** A link inside the site: single-spa's navigation, no page load; a modified click still opens a tab. */
export function RouteLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Link href={href} onClick={onClick} color="brand.fg" textDecoration="underline" data-testid={testId}>
      {children}
    </Link>
  );
}
