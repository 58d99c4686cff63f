import { CrownFilled, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import { ConfirmSwitch, formatCop, formatDate, notify } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { activePackage } from '../../../features/catalogue/api/active-package';
import { logFailure } from '../../../shared/api/log-failure';
import { useChannels } from '../../../features/catalogue/api/get-all-channel';
import { useServices } from '../../../features/catalogue/api/get-all-services';
import { usePackageTax } from '../../../features/catalogue/api/get-package-tax';
import { usePackages } from '../../../features/catalogue/api/get-packages';
import { usePackageTypes } from '../../../features/catalogue/api/get-packages-type';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import { CatalogueState, type PackageRecord } from '@lic/shared-api-types';
import { DescriptionCell } from '../../../features/catalogue/components/description-cell';
import { PackageLinkButton } from '../../../features/catalogue/components/package-link-button';
import { PACKAGE_LIST_PAGE_SIZE, validityText } from '../../../features/catalogue/package-options';
import { PackageForm } from './package-form';
import { SEARCH_BOX_STYLE } from '../../../shared/search-box-style';
import { showTotalOf } from '../../../shared/table-pagination';
import { TABLE_COUNTS } from '../../../shared/table-counts.messages';

export const PRIVATE_PACKAGE = 'Paquete privado';
/** Long texts wrap inside this width; a narrower window scrolls the table sideways. */
const TABLE_MIN_WIDTH = 1040;
const PACKAGE_DESCRIPTION_WIDTH = 200;

type Row = PackageRecord & { validityPeriodDescription?: string };

const typeName = (row: Row) => row.packageType?.packageTypeName ?? '';
const launchDate = (row: Row) => (row.offerStartTime ? formatDate(row.offerStartTime) : '');
const validity = (row: Row) => row.validityPeriodDescription ?? validityText(row.validityPeriod, row.validityTypeId);
const byText = (read: (row: Row) => string) => (a: Row, b: Row) => read(a).localeCompare(read(b), 'es');
const byNumber = (read: (row: Row) => number) => (a: Row, b: Row) => read(a) - read(b);

/** What the "Buscar" box looks through (backoffice-catalogue.md §2.1). */
function searchableText(row: Row): string {
  return [
    typeName(row),
    row.packageName,
    row.packageCode,
    row.packageDescription,
    formatCop(row.packagePrice),
    String(row.packagePrice),
    launchDate(row),
    validity(row),
  ]
    .join(' ')
    .toLowerCase();
}

type Dialog = { open: false } | { open: true; record?: PackageRecord };

/** Tab "Crear paquetes": the package list with its search, Activo switch and the create/edit dialog. */
export function PackageListTab() {
  const { client } = useBackoffice();
  const packages = usePackages();
  const packageTypes = usePackageTypes();
  const services = useServices();
  const channels = useChannels();
  const packageTax = usePackageTax();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>({ open: false });

  const rows = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    const all = (packages.data ?? []) as Row[];
    return wanted === '' ? all : all.filter((row) => searchableText(row).includes(wanted));
  }, [packages.data, search]);

  const toggle = (row: Row, active: boolean) => {
    const idstate = active ? CatalogueState.ACTIVE : CatalogueState.INACTIVE;
    // The list changes at once; the server's answer only decides the notice (backoffice-catalogue.md §4, §8).
    packages.setData((current) => current?.map((item) => (item.id === row.id ? { ...item, idstate } : item)));
    activePackage(client, row.id, idstate).then(
      () => notify.success(CATALOGUE_TEXT.packageState(active)),
      (error) => logFailure('ActivePackage', error),
    );
  };

  const columns: ProColumns<Row>[] = [
    {
      key: 'visibility',
      title: '',
      width: 40,
      sorter: byNumber((row) => (row.publicVisibility ? 1 : 0)),
      render: (_, row) =>
        row.publicVisibility ? null : <CrownFilled aria-label={PRIVATE_PACKAGE} title={PRIVATE_PACKAGE} style={{ color: '#d4a106' }} />,
    },
    { key: 'type', title: 'Tipo paquete', sorter: byText(typeName), render: (_, row) => typeName(row) },
    { key: 'name', title: 'Nombre paquete', dataIndex: 'packageName', sorter: byText((row) => row.packageName) },
    { key: 'code', title: 'Código paquete', dataIndex: 'packageCode', sorter: byText((row) => row.packageCode) },
    {
      key: 'description',
      title: 'Descripción',
      sorter: byText((row) => row.packageDescription),
      render: (_, row) => <DescriptionCell text={row.packageDescription} maxWidth={PACKAGE_DESCRIPTION_WIDTH} />,
    },
    {
      key: 'price',
      title: 'Valor total',
      align: 'right',
      sorter: byNumber((row) => row.packagePrice),
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatCop(row.packagePrice)}</span>,
    },
    {
      key: 'launch',
      title: 'Fecha lanzamiento',
      width: 120,
      sorter: byNumber((row) => (row.offerStartTime ? Date.parse(row.offerStartTime) : 0)),
      render: (_, row) => launchDate(row),
    },
    { key: 'validity', title: 'Vigencia', width: 110, sorter: byText(validity), render: (_, row) => validity(row) },
    {
      key: 'active',
      title: 'Activo',
      // Not fixed: a fixed column covered "Fecha lanzamiento" and "Vigencia" with no sign that the table
      // scrolled. The columns fit 1440 px; below TABLE_MIN_WIDTH the whole table scrolls with its own bar.
      width: 120,
      sorter: byNumber((row) => (row.idstate === CatalogueState.ACTIVE ? 0 : 1)),
      render: (_, row) => (
        <Space size={4}>
          <ConfirmSwitch
            checked={row.idstate === CatalogueState.ACTIVE}
            label={`Activo ${row.packageCode}`}
            question={CATALOGUE_TEXT.packageQuestion}
            onConfirm={(active) => toggle(row, active)}
          />
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`Editar ${row.packageCode}`}
            onClick={() => setDialog({ open: true, record: row })}
          />
          <PackageLinkButton packageId={row.id} packageCode={row.packageCode} packageName={row.packageName} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ProTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={packages.loading}
        search={false}
        options={false}
        pagination={{ pageSize: PACKAGE_LIST_PAGE_SIZE, showSizeChanger: false, showTotal: showTotalOf(TABLE_COUNTS.packages) }}
        locale={{ emptyText: CATALOGUE_TEXT.emptySearch }}
        scroll={{ x: TABLE_MIN_WIDTH }}
        headerTitle={
          <Input.Search
            placeholder={CATALOGUE_TEXT.search}
            aria-label={CATALOGUE_TEXT.search}
            allowClear
            autoFocus
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={SEARCH_BOX_STYLE}
          />
        }
        toolBarRender={() => [
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true })}>
            {CATALOGUE_TEXT.createPackage}
          </Button>,
        ]}
      />
      {dialog.open && (
        <PackageForm
          key={dialog.record?.id ?? 'new'}
          open
          record={dialog.record}
          onOpenChange={(open) => !open && setDialog({ open: false })}
          options={{
            packageTypes: packageTypes.data ?? [],
            services: services.data ?? [],
            channels: channels.data ?? [],
            packageTax: packageTax.data,
          }}
          onSaved={() => void packages.reload()}
        />
      )}
    </>
  );
}
