import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Pagination } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

export interface CardCarouselProps<T> {
  items: T[];
  /** Cards side by side; fewer when there are fewer items (backoffice-catalogue.md §9: 2). */
  perPage?: number;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Rows of `perPage` cards per page (default 1). */
  rows?: number;
  /**
   * Milliseconds between pages turning on their own (wrapping to the first), from the visitor's first
   * interaction with the page (so the first screen's largest paint stays put); paused under the pointer.
   */
  autoplay?: number;
  /** false hides the previous/next arrows (the dots stay). */
  arrows?: boolean;
  /** false keeps a card's width when there are fewer cards than perPage (default: they widen to fill the row). */
  stretch?: boolean;
  /**
   * true (default) keeps the cards of other pages mounted (hidden), so what was typed in a card survives paging;
   * false mounts only the page shown, for long lists whose cards keep their changes elsewhere (a thousand cards).
   */
  keepHiddenMounted?: boolean;
}

/** More pages than this show "‹ 3 / 500 ›" instead of one dot per page, which would not fit a phone's width. */
export const MAX_PAGE_DOTS = 10;

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove'] as const;

/** Whether the visitor has touched, moved over, scrolled or typed on the page since `watch` became true. */
function useFirstInteraction(watch: boolean): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (!watch || interacted) return undefined;
    const done = () => setInteracted(true);
    for (const event of INTERACTIONS) window.addEventListener(event, done, { once: true, passive: true });
    return () => {
      for (const event of INTERACTIONS) window.removeEventListener(event, done);
    };
  }, [watch, interacted]);
  return interacted;
}

/**
 * Pages of cards with previous/next arrows and dots. Cards of other pages stay mounted (hidden), so what
 * the user typed or changed in a card survives paging.
 */
export function CardCarousel<T>(props: CardCarouselProps<T>) {
  const columnsPerRow = Math.max(1, props.perPage ?? 2);
  const perPage = columnsPerRow * Math.max(1, props.rows ?? 1);
  const pages = Math.max(1, Math.ceil(props.items.length / perPage));
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const interacted = useFirstInteraction(Boolean(props.autoplay));
  useEffect(() => {
    if (page > pages - 1) setPage(pages - 1);
  }, [page, pages]);
  useEffect(() => {
    if (!props.autoplay || pages < 2 || paused || !interacted) return undefined;
    const timer = setInterval(() => setPage((current) => (current + 1) % pages), props.autoplay);
    return () => clearInterval(timer);
  }, [props.autoplay, pages, paused, interacted]);
  const columns = props.stretch === false ? columnsPerRow : Math.min(columnsPerRow, Math.max(1, props.items.length));
  const arrows = pages > 1 && props.arrows !== false;

  return (
    <div
      data-testid="card-carousel"
      onMouseEnter={props.autoplay ? () => setPaused(true) : undefined}
      onMouseLeave={props.autoplay ? () => setPaused(false) : undefined}
    >
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
        {arrows && (
          <Button shape="circle" icon={<LeftOutlined />} aria-label="Anterior" disabled={page === 0} onClick={() => setPage(page - 1)} />
        )}
        <div style={{ flex: 1, display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }}>
          {props.items.map((item, index) => {
            const visible = Math.floor(index / perPage) === page;
            if (!visible && props.keepHiddenMounted === false) return null;
            return (
              <div key={props.itemKey(item)} hidden={!visible} style={visible ? undefined : { display: 'none' }}>
                {props.renderItem(item)}
              </div>
            );
          })}
        </div>
        {arrows && (
          <Button
            shape="circle"
            icon={<RightOutlined />}
            aria-label="Siguiente"
            disabled={page === pages - 1}
            onClick={() => setPage(page + 1)}
          />
        )}
      </div>
      {pages > MAX_PAGE_DOTS && (
        <div style={{ display: 'flex', justifyContent: 'center', marginTop: 8 }}>
          <Pagination
            simple
            size="small"
            current={page + 1}
            pageSize={perPage}
            total={props.items.length}
            showSizeChanger={false}
            onChange={(next) => setPage(next - 1)}
          />
        </div>
      )}
      {pages > 1 && pages <= MAX_PAGE_DOTS && (
        <div style={{ display: 'flex', justifyContent: 'center', marginTop: 4 }}>
          {Array.from({ length: pages }, (_, index) => (
            // A 24 × 24 px touch target (WCAG 2.2 target size) around the small dot that is drawn.
            <button
              key={index}
              type="button"
              aria-label={`Página ${index + 1}`}
              aria-current={index === page}
              onClick={() => setPage(index)}
              style={{
                minWidth: 24,
                height: 24,
                border: 'none',
                padding: '0 3px',
                cursor: 'pointer',
                background: 'transparent',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                // A button's own colour is the system's button text: take the surrounding text colour instead.
                color: 'inherit',
              }}
            >
              <span
                aria-hidden
                style={{
                  display: 'block',
                  width: index === page ? 20 : 8,
                  height: 8,
                  borderRadius: 4,
                  background: index === page ? 'currentColor' : 'rgba(128,128,128,0.4)',
                  transition: 'width 0.2s',
                }}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
