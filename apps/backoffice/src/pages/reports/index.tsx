import { BarChartOutlined, CustomerServiceOutlined, ExportOutlined, GiftOutlined, LineChartOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Card, Col, Row, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ReportLinkKey } from '@lic/shared-api-types';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../shared/backoffice-context';
import { getReportLinks } from '../../features/reports/api/get-report-links';
import { REPORTS_TEXT } from '../../features/reports/reports.messages';
import { moduleTitle } from '../../shared/module-title';

const T = REPORTS_TEXT;

const icons: Record<ReportLinkKey, ReactNode> = {
  services: <BarChartOutlined />,
  customerSupport: <CustomerServiceOutlined />,
  promotionCodes: <GiftOutlined />,
  consumption: <LineChartOutlined />,
};

/** Opens a report in a new tab, without handing it this page (noopener). */
export function openReport(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** "Informes" (backoffice-licensing.md §2.6): four cards, each opening its report in a new tab. The route checks REPORTS. */
export function ReportsPage() {
  const { client } = useBackoffice();
  const remote = useRemote([client], () => getReportLinks(client));
  const links = remote.data ?? null;
  const failed = remote.error !== null;

  return (
    <PageContainer title={moduleTitle('reports')} content={T.cardsHint}>
      {failed && <Alert type="error" showIcon message={T.linksError} />}
      {!failed && links === null && <Skeleton active />}
      {links && (
        <Row gutter={[16, 16]}>
          {links.map((link) => (
            <Col key={link.key} xs={24} sm={12} xl={6}>
              <Card
                hoverable
                role="link"
                tabIndex={0}
                // Named by what it shows (title and "Últimos 90 días" / "Enlace externo"): an aria-label of the title
                // alone hid the rest from its name (axe: label-content-name-mismatch).
                onClick={() => openReport(link.url)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') openReport(link.url);
                }}
              >
                <Card.Meta
                  avatar={<span style={{ fontSize: 32, color: '#1677ff' }}>{icons[link.key]}</span>}
                  // The card titles wrap instead of ending in an ellipsis: four of them share a row.
                  title={<span style={{ whiteSpace: 'normal' }}>{link.title}</span>}
                  description={
                    <Typography.Text type="secondary">
                      {link.external ? (
                        <Tag icon={<ExportOutlined />} color="blue">
                          {T.external}
                        </Tag>
                      ) : (
                        T.builtIn
                      )}
                    </Typography.Text>
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
