import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Input, Space, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { LicensedCustomer } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { NoPrivilege, notify } from '@lic/web-ui';
import { BACKOFFICE_APP_NAME, useBackoffice } from '../../shared/backoffice-context';
import { logFailure } from '../../shared/api/log-failure';
import { getCustomersLicensed } from '../../features/licences/api/get-customers-licensed';
import { COMPANIES_PAGE_SIZE } from '../../features/licences/licence-rules';
import { LICENCES_TEXT } from '../../features/licences/licences.messages';
import { moduleTitle } from '../../shared/module-title';
import { CompanyForm } from './components/company-form';
import { LicenceDetailModal, type DetailOpening } from './components/licence-detail-modal';
import { searchBoxStyle } from '../../shared/search-box-style';
import { showTotalOf } from '../../shared/table-pagination';
import { TABLE_COUNTS } from '../../shared/table-counts.messages';

/** The licence search also carries its button's text: a little wider than the lists' box. */
const LICENCE_SEARCH_STYLE = searchBoxStyle(380);

const T = LICENCES_TEXT;

/**
 * Licencias y consumos (backoffice-licensing.md §2.1): the licensed companies, searched when the search box is
 * left, with their services in an expandable row; a company or one of its services opens the licence detail.
 * The route already needs LICENSES; the page also belongs to the license app only (§6).
 */
export function LicencesPage() {
  const { client } = useBackoffice();
  const [filter, setFilter] = useState('');
  const [typed, setTyped] = useState('');
  const [opening, setOpening] = useState<DetailOpening | null>(null);
  const [creating, setCreating] = useState(false);
  const table = useRef<ActionType>(undefined);

  if (client.appName !== BACKOFFICE_APP_NAME) return <NoPrivilege />;

  const search = () => setFilter(typed.trim());

  // A saved company opens its licence detail at once: with its services when it already holds licences,
  // otherwise with "Añadir licencia" (the list itself shows licensed companies only).
  const openSaved = async (company: LicensedCustomer) => {
    void table.current?.reload();
    const licensed = await getCustomersLicensed(client, { skip: 0, take: COMPANIES_PAGE_SIZE, filter: company.documentNumber }).then(
      (page) => page.records.find((record) => record.id === company.id),
      () => undefined,
    );
    setOpening({ customer: licensed ?? company });
  };

  const columns: ProColumns<LicensedCustomer>[] = [
    { key: 'name', title: T.columns.company, dataIndex: 'name' },
    { key: 'documentNumber', title: T.columns.document, dataIndex: 'documentNumber' },
    {
      key: 'actions',
      title: T.columns.actions,
      valueType: 'option',
      width: 140,
      render: (_, row) => [
        <Button
          key="detail"
          type="link"
          size="small"
          aria-label={`${T.viewDetail} ${row.name}`}
          onClick={() => setOpening({ customer: row })}
        >
          {T.viewDetail}
        </Button>,
      ],
    },
  ];

  return (
    <PageContainer title={moduleTitle('licenses')}>
      <ProTable<LicensedCustomer, { filter: string }>
        rowKey="id"
        columns={columns}
        params={{ filter }}
        search={false}
        options={false}
        // On a phone the three columns are wider than the card: the table scrolls sideways inside it, not the page.
        scroll={{ x: 'max-content' }}
        headerTitle={
          <Space direction="vertical" size={4}>
            <Input.Search
              aria-label={T.search}
              placeholder={T.searchPlaceholder}
              allowClear
              enterButton={T.search}
              style={LICENCE_SEARCH_STYLE}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={search}
              onSearch={(value) => setFilter(value.trim())}
            />
            <Typography.Text type="secondary">{T.onlyLicensed}</Typography.Text>
          </Space>
        }
        toolBarRender={() => [
          <Tooltip key="create" title={T.createCompany}>
            <Button type="primary" shape="circle" icon={<PlusOutlined />} aria-label={T.createCompany} onClick={() => setCreating(true)} />
          </Tooltip>,
        ]}
        locale={{ emptyText: T.empty }}
        actionRef={table}
        expandable={{
          rowExpandable: () => true,
          expandedRowRender: (row) =>
            row.services.length === 0 ? (
              <Typography.Text type="secondary">{T.noServices}</Typography.Text>
            ) : (
              <Space wrap aria-label={`${T.columns.services} ${row.name}`}>
                {row.services.map((service) => (
                  <Button key={service} size="small" shape="round" onClick={() => setOpening({ customer: row, defaultService: service })}>
                    {service}
                  </Button>
                ))}
              </Space>
            ),
        }}
        pagination={{ pageSize: COMPANIES_PAGE_SIZE, showSizeChanger: false, showTotal: showTotalOf(TABLE_COUNTS.companies) }}
        request={async (params) => {
          const pageSize = params.pageSize ?? COMPANIES_PAGE_SIZE;
          const skip = ((params.current ?? 1) - 1) * pageSize;
          try {
            const page = await getCustomersLicensed(client, { skip, take: pageSize, filter: params.filter ?? '' });
            return { data: page.records, total: page.count, success: true };
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) {
              // No company at all holds a licence: say so; a search without hits shows the empty text only.
              if (!params.filter) notify.warning(T.noLicences);
            } else {
              logFailure('GetCustomersLicensed', error);
              notify.error(T.requestFailed);
            }
            return { data: [], total: 0, success: true };
          }
        }}
      />
      <LicenceDetailModal opening={opening} onClose={() => setOpening(null)} onReloaded={() => void table.current?.reload()} />
      <CompanyForm open={creating} onClose={() => setCreating(false)} onSaved={(company) => void openSaved(company)} />
    </PageContainer>
  );
}
