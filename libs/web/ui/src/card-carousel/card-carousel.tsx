import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

export interface CardCarouselProps<T> {
  items: T[];
  /** Cards side by side; fewer when there are fewer items (backoffice-catalogue.md §9: 2). */
  perPage?: number;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/**
 * Pages of cards with previous/next arrows and dots. Cards of other pages stay mounted (hidden), so what
 * the user typed or changed in a card survives paging.
 */
export function CardCarousel<T>(props: CardCarouselProps<T>) {
  const perPage = Math.max(1, props.perPage ?? 2);
  const pages = Math.max(1, Math.ceil(props.items.length / perPage));
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (page > pages - 1) setPage(pages - 1);
  }, [page, pages]);
  const columns = Math.min(perPage, Math.max(1, props.items.length));

  return (
    <div data-testid="card-carousel">
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
        {pages > 1 && (
          <Button shape="circle" icon={<LeftOutlined />} aria-label="Anterior" disabled={page === 0} onClick={() => setPage(page - 1)} />
        )}
        <div style={{ flex: 1, display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }}>
          {props.items.map((item, index) => {
            const visible = Math.floor(index / perPage) === page;
            return (
              <div key={props.itemKey(item)} hidden={!visible} style={visible ? undefined : { display: 'none' }}>
                {props.renderItem(item)}
              </div>
            );
          })}
        </div>
        {pages > 1 && (
          <Button
            shape="circle"
            icon={<RightOutlined />}
            aria-label="Siguiente"
            disabled={page === pages - 1}
            onClick={() => setPage(page + 1)}
          />
        )}
      </div>
      {pages > 1 && (
        <div style={{ display: 'flex', justifyContent: 'center', gap: 6, marginTop: 12 }}>
          {Array.from({ length: pages }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={`Página ${index + 1}`}
              aria-current={index === page}
              onClick={() => setPage(index)}
              style={{
                width: index === page ? 20 : 8,
                height: 8,
                borderRadius: 4,
                border: 'none',
                padding: 0,
                cursor: 'pointer',
                background: index === page ? 'currentColor' : 'rgba(128,128,128,0.4)',
                transition: 'width 0.2s',
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
