import { WarningFilled } from '@ant-design/icons';
import { Card, Col, Progress, Row, Tooltip, Typography } from 'antd';
import type { BalanceTotalPlan } from '@lic/shared-api-types';
import { balanceAlert, formatQuantity, isTransactional } from '../../../features/licences/licence-rules';
import { DETAIL_TEXT } from '../../../features/licences/licences.messages';

const T = DETAIL_TEXT;

/** The balance of each transactional feature of a service, with the low/none warning of §2.2. */
export function BalanceCards({ balances }: { balances: BalanceTotalPlan[] }) {
  const transactional = balances.filter((balance) => isTransactional(balance.featureCategoryType));
  if (transactional.length === 0) return null;
  return (
    <Row gutter={[12, 12]}>
      {transactional.map((balance) => {
        const alert = balanceAlert(balance);
        const exhausted = alert === T.noAvailability;
        return (
          <Col key={balance.featureCode} xs={24} sm={12} lg={8}>
            <Card size="small" data-testid="balance-card" aria-label={balance.featureName}>
              <Typography.Text strong>{balance.featureName}</Typography.Text>
              {alert && (
                <div>
                  <Tooltip title={alert}>
                    <Typography.Text type={exhausted ? 'danger' : 'warning'} style={{ whiteSpace: 'nowrap' }}>
                      <WarningFilled aria-hidden /> {alert}
                    </Typography.Text>
                  </Tooltip>
                </div>
              )}
              {!balance.isUnlimited && (
                <Progress
                  percent={Math.min(100, Math.round(balance.percentageUsed))}
                  size="small"
                  status={exhausted ? 'exception' : alert ? 'active' : 'normal'}
                  strokeColor={alert && !exhausted ? '#faad14' : undefined}
                  aria-label={`${balance.featureName}: ${T.card.used}`}
                />
              )}
              <Row>
                <Col span={8}>
                  <Typography.Text type="secondary">{T.card.total}</Typography.Text>
                  <div>{formatQuantity(balance.totalPlan, balance.isUnlimited, balance.storageUnit)}</div>
                </Col>
                <Col span={8}>
                  <Typography.Text type="secondary">{T.card.used}</Typography.Text>
                  <div>{formatQuantity(balance.totalUsed, false, balance.storageUnit)}</div>
                </Col>
                <Col span={8}>
                  <Typography.Text type="secondary">{T.card.available}</Typography.Text>
                  <div>{formatQuantity(balance.totalAvailable, balance.isUnlimited, balance.storageUnit)}</div>
                </Col>
              </Row>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
