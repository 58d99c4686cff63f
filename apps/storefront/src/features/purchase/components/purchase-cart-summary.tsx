import { Card, Flex, List, Typography } from 'antd';
import type { PricedCart } from '@lic/shared-rules';
import { formatCop } from '@lic/web-ui';
import { PURCHASE_TEXTS as T } from '../purchase.messages';

/** The cart beside the purchase form: each line with its total, and the order's total. */
export function PurchaseCartSummary({ pricedCart }: { pricedCart: PricedCart }) {
  return (
    <Card title={T.summaryTitle}>
      <List
        dataSource={pricedCart.lines}
        locale={{ emptyText: T.emptyCart }}
        renderItem={(line) => (
          <List.Item>
            <Flex justify="space-between" gap={12} style={{ width: '100%' }}>
              <Typography.Text>
                {line.packageName} x {line.quantity}
              </Typography.Text>
              <Typography.Text>{formatCop(line.total)}</Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Typography.Text strong>{T.total}</Typography.Text>
        <Typography.Text strong>{formatCop(pricedCart.total)}</Typography.Text>
      </Flex>
    </Card>
  );
}
