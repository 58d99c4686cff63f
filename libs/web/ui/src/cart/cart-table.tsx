import { DeleteOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatCop } from '../format/format-money';
import { cartFeatureText, type CartLineView } from './cart-line';
import { CART_TEXTS } from './cart.messages';
import { QuantityInput } from './quantity-input';

/** Height of the table body before it scrolls (storefront.md §2 Other). */
export const CART_TABLE_SCROLL_HEIGHT = 420;

export interface CartTableProps {
  lines: readonly CartLineView[];
  /** detailed: the cart modal (quantities, discount, IVA, delete, features); summary: read-only lines. */
  variant?: 'detailed' | 'summary';
  onQuantityChange?: (packageId: number, quantity: number) => void;
  onRemove?: (packageId: number) => void;
  /** Blocks the quantity and delete controls, e.g. while a promo code is re-applied. */
  disabled?: boolean;
}

function LineName(props: { line: CartLineView; expanded: boolean; onToggle: () => void; showFeatures: boolean }) {
  const { line, expanded } = props;
  return (
    <Space direction="vertical" size={2}>
      <Typography.Text strong>{line.name}</Typography.Text>
      {props.showFeatures && expanded && (
        <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={`Características ${line.name}`}>
          {line.features.map((feature) => (
            <li key={feature.key}>
              <Typography.Text type="secondary">{cartFeatureText(feature, CART_TEXTS.unlimited)}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      {props.showFeatures && line.features.length > 0 && (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={props.onToggle}>
          {expanded ? CART_TEXTS.showLess : CART_TEXTS.showMore}
        </Button>
      )}
    </Space>
  );
}

/** The cart lines in a table that scrolls past 420 px, in the modal's detailed form or a read-only summary. */
export function CartTable({ lines, variant = 'detailed', onQuantityChange, onRemove, disabled }: CartTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const detailed = variant === 'detailed';
  const toggle = (packageId: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(packageId)) next.add(packageId);
      return next;
    });

  const columns: ColumnsType<CartLineView> = [
    {
      key: 'name',
      title: CART_TEXTS.product,
      render: (_, line) => (
        <LineName line={line} expanded={expanded.has(line.packageId)} onToggle={() => toggle(line.packageId)} showFeatures={detailed} />
      ),
    },
    {
      key: 'quantity',
      title: CART_TEXTS.quantity,
      width: 120,
      render: (_, line) => (
        <QuantityInput
          label={`${CART_TEXTS.quantity} ${line.name}`}
          value={line.quantity}
          mode={detailed && onQuantityChange ? line.quantityMode : 'fixed'}
          options={line.quantityOptions}
          disabled={disabled}
          onChange={(quantity) => onQuantityChange?.(line.packageId, quantity)}
        />
      ),
    },
    { key: 'unitValue', title: CART_TEXTS.unitValue, align: 'right', render: (_, line) => formatCop(line.unitValue) },
    ...(detailed
      ? ([
          { key: 'discount', title: CART_TEXTS.discount, align: 'right', render: (_, line) => formatCop(line.discount) },
          { key: 'iva', title: CART_TEXTS.iva, align: 'right', width: 72, render: (_, line) => `${line.ivaPercent}%` },
        ] satisfies ColumnsType<CartLineView>)
      : []),
    { key: 'subtotal', title: CART_TEXTS.subtotal, align: 'right', render: (_, line) => formatCop(line.subtotal) },
    ...(detailed && onRemove
      ? ([
          {
            key: 'remove',
            title: '',
            width: 56,
            render: (_, line) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${CART_TEXTS.remove} ${line.name}`}
                title={CART_TEXTS.remove}
                disabled={disabled}
                onClick={() => onRemove(line.packageId)}
              />
            ),
          },
        ] satisfies ColumnsType<CartLineView>)
      : []),
  ];

  return (
    <Table<CartLineView>
      data-testid={`cart-table-${variant}`}
      rowKey="packageId"
      size="small"
      columns={columns}
      dataSource={[...lines]}
      pagination={false}
      scroll={{ y: CART_TABLE_SCROLL_HEIGHT, x: detailed ? 640 : undefined }}
      locale={{ emptyText: CART_TEXTS.empty }}
    />
  );
}
