import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';

/** How far below the screen the next page starts loading: about two cards ahead. */
const AHEAD = '320px';

/**
 * The end of a list that pages by scrolling (issue 18 §3): a sentinel that asks for the next
 * page as it nears the screen, and a 'Carregar mais' button for whoever does not scroll (a
 * keyboard, a screen reader, a browser without IntersectionObserver). Nothing when no page
 * follows.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || loading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-4 flex justify-center">
      <Button variant="secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? 'Carregando…' : 'Carregar mais'}
      </Button>
    </div>
  );
}
