import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** Spec section 9: the top scrollbar is 17 px high and follows size changes after 50 ms. */
export const TOP_SCROLLBAR_HEIGHT = 17;
export const TOP_SCROLLBAR_DEBOUNCE_MS = 50;

/**
 * A second horizontal scrollbar above wide content (long tables), so it can be scrolled
 * sideways without first scrolling to its bottom. The two bars move together; the top one
 * is hidden from assistive technology, which reaches the content itself.
 */
export function TopScrollbar({ children }: { children: ReactNode }) {
  const topRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      setWidth(content.scrollWidth);
      setOverflowing(content.scrollWidth > content.clientWidth);
    };
    const debounced = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, TOP_SCROLLBAR_DEBOUNCE_MS);
    };
    measure();
    const observer = new ResizeObserver(debounced);
    observer.observe(content);
    if (content.firstElementChild) observer.observe(content.firstElementChild);
    window.addEventListener('resize', debounced);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('resize', debounced);
    };
  }, []);

  // Each side copies the other's position only when it differs, so the echo stops at once.
  const follow = (from: HTMLDivElement | null, to: HTMLDivElement | null) => {
    if (from && to && to.scrollLeft !== from.scrollLeft) to.scrollLeft = from.scrollLeft;
  };

  return (
    <Box data-testid="top-scrollbar-container">
      <Box
        ref={topRef}
        aria-hidden="true"
        overflowX="auto"
        overflowY="hidden"
        h={`${TOP_SCROLLBAR_HEIGHT}px`}
        hidden={!overflowing}
        onScroll={() => follow(topRef.current, contentRef.current)}
        data-testid="top-scrollbar"
      >
        <Box h="1px" style={{ width: `${width}px` }} />
      </Box>
      <Box ref={contentRef} overflowX="auto" onScroll={() => follow(contentRef.current, topRef.current)}>
        {children}
      </Box>
    </Box>
  );
}
