import { DatePicker, Flex, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DashboardMovementsRequest } from '@lic/shared-api-types';
import { ContractMovementsTable, CONTRACTED_PRODUCTS_TEXTS as T } from '@lic/web-ui';
import type { DashboardCustomer } from '../dashboard-customer';
import { useDashboardMovements } from '../hooks/use-dashboard-movements';
import { monthToDate, type MovementsRange } from '../movements-url';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DISPLAY_DATE = 'DD/MM/YYYY';

/** The range of the query (from, to), else the month to date. */
function rangeOf(search: URLSearchParams): MovementsRange {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return DAY.test(from) && DAY.test(to) && from <= to ? { from, to } : monthToDate();
}

/**
 * The movements of a contracted feature (/dashboard/movimientos?serviceName=…&serviceFeatureCode=…&supervised=…&from=…&to=…):
 * a date range picker over the table; the range is kept in the address.
 */
export function MovementsView({ customer }: { customer: DashboardCustomer | null }) {
  const [search, setSearch] = useSearchParams();
  const serviceName = search.get('serviceName') ?? '';
  const serviceFeatureCode = search.get('serviceFeatureCode') ?? '';
  const range = rangeOf(search);
  const request = useMemo<DashboardMovementsRequest | null>(
    () =>
      customer === null || serviceName === ''
        ? null
        : {
            DocumentType: customer.documentType,
            DocumentNumber: customer.documentNumber,
            ServiceName: serviceName,
            ServiceFeatureCode: serviceFeatureCode,
            From: range.from,
            To: range.to,
          },
    [customer, serviceName, serviceFeatureCode, range.from, range.to],
  );
  const { loading, movements } = useDashboardMovements(request);

  const changeRange = (dates: [Dayjs | null, Dayjs | null] | null) => {
    if (!dates?.[0] || !dates[1]) return;
    const next = new URLSearchParams(search);
    next.set('from', dates[0].format('YYYY-MM-DD'));
    next.set('to', dates[1].format('YYYY-MM-DD'));
    setSearch(next, { replace: true });
  };

  return (
    <Flex vertical gap={16}>
      <Flex align="end" justify="space-between" gap={16} wrap>
        <Typography.Text type="secondary" data-testid="movements-subject">
          {[serviceName, serviceFeatureCode].filter((part) => part !== '').join(' · ')}
        </Typography.Text>
        <Form.Item label={T.dateRange} style={{ margin: 0 }}>
          <DatePicker.RangePicker
            aria-label={T.dateRange}
            format={DISPLAY_DATE}
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            disabledDate={(date) => date.isAfter(dayjs(), 'day')}
            onChange={changeRange}
          />
        </Form.Item>
      </Flex>
      <ContractMovementsTable movements={movements} loading={loading} />
    </Flex>
  );
}
