import { DeleteOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type HTMLAttributes } from 'react';
import { VISUALLY_HIDDEN } from '../accessibility/visually-hidden';
import { formatCop } from '../format/format-money';
import { LineCard, LineCardList } from '../layout/line-card';
import { usePhoneLayout } from '../layout/use-phone-layout';
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

/** Package names wrap between words, never inside one (antd's table cells break long words by default). */
const WHOLE_WORDS = { overflowWrap: 'normal', wordBreak: 'normal' } as const;

function LineName(props: { line: CartLineView; expanded: boolean; onToggle: () => void; showFeatures: boolean }) {
  const { line, expanded } = props;
  return (
    <Space direction="vertical" size={2}>
      <Typography.Text strong style={WHOLE_WORDS}>
        {line.name}
      </Typography.Text>
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

/** Which lines show their features ("Ver más" / "Ver menos"). */
function useExpandedLines() {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (packageId: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(packageId)) next.add(packageId);
      return next;
    });
  return { expanded, toggle };
}

function LineQuantity(props: { line: CartLineView } & Pick<CartTableProps, 'variant' | 'onQuantityChange' | 'disabled'>) {
  const { line } = props;
  return (
    <QuantityInput
      label={`${CART_TEXTS.quantity} ${line.name}`}
      value={line.quantity}
      mode={props.variant === 'detailed' && props.onQuantityChange ? line.quantityMode : 'fixed'}
      options={line.quantityOptions}
      disabled={props.disabled}
      onChange={(quantity) => props.onQuantityChange?.(line.packageId, quantity)}
    />
  );
}

function RemoveButton(props: { line: CartLineView; onRemove: (packageId: number) => void; disabled?: boolean }) {
  return (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={`${CART_TEXTS.remove} ${props.line.name}`}
      title={CART_TEXTS.remove}
      disabled={props.disabled}
      onClick={() => props.onRemove(props.line.packageId)}
    />
  );
}

/**
 * The lines of a phone's cart, one card each: the name (wrapping between words) with the delete button beside it,
 * then quantity, unit value, discount, IVA and subtotal stacked under it, all within the screen's width.
 */
function CartLineCards({ lines, variant = 'detailed', onQuantityChange, onRemove, disabled }: CartTableProps) {
  const { expanded, toggle } = useExpandedLines();
  const detailed = variant === 'detailed';
  if (lines.length === 0) {
    return (
      <Typography.Paragraph data-testid={`cart-table-${variant}`} style={{ textAlign: 'center', margin: 0, padding: '24px 0' }}>
        {CART_TEXTS.empty}
      </Typography.Paragraph>
    );
  }
  return (
    <LineCardList testId={`cart-table-${variant}`} maxHeight={CART_TABLE_SCROLL_HEIGHT}>
      {lines.map((line) => (
        <LineCard
          key={line.packageId}
          testId="cart-line"
          heading={
            <LineName line={line} expanded={expanded.has(line.packageId)} onToggle={() => toggle(line.packageId)} showFeatures={detailed} />
          }
          action={detailed && onRemove ? <RemoveButton line={line} onRemove={onRemove} disabled={disabled} /> : undefined}
          figures={[
            [CART_TEXTS.quantity, <LineQuantity line={line} variant={variant} onQuantityChange={onQuantityChange} disabled={disabled} />],
            [CART_TEXTS.unitValue, formatCop(line.unitValue)],
            ...(detailed
              ? ([
                  [CART_TEXTS.discount, formatCop(line.discount)],
                  [CART_TEXTS.iva, `${line.ivaPercent}%`],
                ] as const)
              : []),
            [CART_TEXTS.subtotal, <Typography.Text strong>{formatCop(line.subtotal)}</Typography.Text>],
          ]}
        />
      ))}
    </LineCardList>
  );
}

/**
 * The cart lines in a table that scrolls past 420 px, in the modal's detailed form or a read-only summary; on a
 * phone the same lines as stacked cards, so nothing hides past the screen's edge.
 */
export function CartTable(props: CartTableProps) {
  const phone = usePhoneLayout();
  return phone ? <CartLineCards {...props} /> : <CartLineTable {...props} />;
}

function CartLineTable({ lines, variant = 'detailed', onQuantityChange, onRemove, disabled }: CartTableProps) {
  const { expanded, toggle } = useExpandedLines();
  const detailed = variant === 'detailed';

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
      render: (_, line) => <LineQuantity line={line} variant={variant} onQuantityChange={onQuantityChange} disabled={disabled} />,
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
            title: <span style={VISUALLY_HIDDEN}>{CART_TEXTS.actions}</span>,
            width: 56,
            render: (_, line) => <RemoveButton line={line} onRemove={onRemove} disabled={disabled} />,
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
      onRow={() => ({ 'data-testid': 'cart-line' }) as HTMLAttributes<HTMLTableRowElement>}
      pagination={false}
      scroll={{ y: CART_TABLE_SCROLL_HEIGHT, x: detailed ? 640 : undefined }}
      locale={{ emptyText: CART_TEXTS.empty }}
    />
  );
}
