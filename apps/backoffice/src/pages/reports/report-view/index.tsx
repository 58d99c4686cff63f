import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Empty, Modal, Result, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROMO_CODE_REPORT_TITLE, PROMO_CODE_REPORT_TYPE, REPORT_TITLES } from '@lic/shared-api-types';
import { formatDate, notify, useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { exportConsumptionReport, saveReportFile } from '../../../features/reports/api/export-consumption-report';
import { getConsumptionReport } from '../../../features/reports/api/get-consumption-report';
import { ConsumptionChart } from '../../../features/reports/components/consumption-chart';
import { PromoCodeReportBody } from '../../../features/reports/components/promo-code-report-body';
import { ReportFiltersForm, type ReportFilters } from '../../../features/reports/components/report-filters-form';
import { ReportTotalsTable } from '../../../features/reports/components/report-totals-table';
import { missingInput, readReportQuery, type ReportQuery } from '../../../features/reports/report-query';
import { chartPoints } from '../../../features/reports/report-series';
import { REPORT_DOCUMENT_TYPES, REPORTS_TEXT } from '../../../features/reports/reports.messages';

const T = REPORTS_TEXT;

const documentLabel = (type: number) => REPORT_DOCUMENT_TYPES.find((option) => option.value === type)?.label ?? String(type);

/** The report once its query is complete: what it covers, the daily chart, the totals and the export. */
function ConsumptionReportBody({ query }: { query: ReportQuery }) {
  const { client } = useBackoffice();
  const [exporting, setExporting] = useState(false);
  const loaded = useRemote([client, query], () => getConsumptionReport(client, query));
  const report = loaded.loading || loaded.error !== null ? null : (loaded.data ?? null);

  const points = useMemo(() => (report ? chartPoints(report) : []), [report]);

  if (loaded.loading || (report === null && loaded.error === null)) return <Skeleton active />;
  if (report === null) return <Alert type="error" showIcon message={T.loadError} />;

  const exportReport = async () => {
    setExporting(true);
    try {
      saveReportFile(await exportConsumptionReport(query));
    } catch {
      notify.error(T.exportError);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
        <Descriptions.Item label="Cliente">
          {report.documentNumber === null ? T.allCustomers : (report.customerName ?? T.unknownCustomer)}
        </Descriptions.Item>
        {report.documentType !== null && report.documentNumber !== null && (
          <Descriptions.Item label="Documento">{`${documentLabel(report.documentType)} ${report.documentNumber}`}</Descriptions.Item>
        )}
        {query.reportType === 'KibanaConsumptionReport' && (
          <>
            <Descriptions.Item label={T.service}>{query.claimDelete}</Descriptions.Item>
            <Descriptions.Item label={T.feature}>{report.totals[0]?.featureName ?? query.claimCreate}</Descriptions.Item>
          </>
        )}
        <Descriptions.Item label="Periodo">
          {(query.from || query.to ? T.chosenRange : T.range)(formatDate(report.from), formatDate(report.to))}
        </Descriptions.Item>
      </Descriptions>
      <Button icon={<DownloadOutlined />} onClick={() => void exportReport()} loading={exporting}>
        {T.export}
      </Button>
      <Card title={T.chartTitle} size="small">
        {report.days.length === 0 ? <Empty description={T.empty} /> : <ConsumptionChart points={points} />}
      </Card>
      <Card title={T.totalsTitle} size="small">
        <ReportTotalsTable totals={report.totals} />
      </Card>
    </Space>
  );
}

/**
 * The report view (backoffice-licensing.md §2.7), opened in a new tab as a full-screen dialog: the query
 * parameters choose the report; a report that still needs the customer or the feature asks for it first.
 * Closing the dialog closes the tab.
 */
export function ReportViewPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readReportQuery(params), [params]);
  const asks = query ? missingInput(query) : null;
  const promoCodeReport = params.get('reportType') === PROMO_CODE_REPORT_TYPE;
  const title = promoCodeReport ? PROMO_CODE_REPORT_TITLE : query ? REPORT_TITLES[query.reportType] : T.unknownReport;

  const show = (filters: ReportFilters) => {
    const next = new URLSearchParams(params);
    next.delete('askCustomer');
    for (const [key, value] of Object.entries(filters)) {
      if (value === null || value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };

  return (
    <Modal
      open
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      footer={null}
      width="100%"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 80px)' } }}
      onCancel={() => window.close()}
      maskClosable={false}
      keyboard={false}
    >
      {promoCodeReport && <PromoCodeReportBody />}
      {query === null && !promoCodeReport && <Result status="404" title={T.unknownReport} />}
      {query?.rangeProblem && <Result status="warning" title={T.rangeRefused} subTitle={query.rangeProblem} />}
      {query && !query.rangeProblem && asks && (
        <ReportFiltersForm
          asks={asks}
          onShow={show}
          customer={
            query.documentType !== null && query.documentNumber !== null
              ? { documentType: query.documentType, documentNumber: query.documentNumber }
              : null
          }
        />
      )}
      {query && !query.rangeProblem && !asks && <ConsumptionReportBody query={query} />}
    </Modal>
  );
}
