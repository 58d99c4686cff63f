import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBackoffice } from '../../../shared/backoffice-context';
import { logFailure } from '../../../shared/api/log-failure';
import { changeStateServiceFeature } from '../../../features/catalogue/api/change-state-service-feature';
import { useFeatureTypes } from '../../../features/catalogue/api/get-all-feature-type';
import { getAllServiceFeatures } from '../../../features/catalogue/api/get-all-service-features';
import { useServiceTypes } from '../../../features/catalogue/api/get-all-service-types';
import { useParentFeatures } from '../../../features/catalogue/api/get-only-parent-services';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import { CatalogueState, type ServiceFeatureRecord } from '@lic/shared-api-types';
import { DescriptionCell } from '../../../features/catalogue/components/description-cell';
import { ActiveCell, configurationPagination, CreateButton, dimInactive, SearchBox } from './configuration-table';
import { ServiceFeatureForm } from './service-feature-form';
import { changeState } from './state-change';
import { showTotalOf } from '../../../shared/table-pagination';
import { TABLE_COUNTS } from '../../../shared/table-counts.messages';

type Dialog = { open: false } | { open: true; record?: ServiceFeatureRecord };

interface Loaded {
  rows: ServiceFeatureRecord[];
  /** Rows on the server, as the last batch said. */
  total: number;
  complete: boolean;
}

const NOTHING_LOADED: Loaded = { rows: [], total: 0, complete: false };

const searchText = (row: ServiceFeatureRecord) =>
  [
    row.serviceName,
    row.serviceFeatureCode,
    row.featureDescription,
    row.featureTypeName,
    row.featureRelationName ?? '',
    row.featureAlias ?? '',
  ]
    .join(' ')
    .toLowerCase();

/**
 * Tab "Características del servicio". Rows arrive in batches: a page beyond the loaded rows fetches the
 * next batches first; a search needs every row, so it loads the rest.
 */
export function ServiceFeaturesTab() {
  const { client } = useBackoffice();
  const [loaded, setLoaded] = useState<Loaded>(NOTHING_LOADED);
  const latest = useRef(loaded);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [loading, setLoading] = useState(true);
  const [page, setPage] = useState({ current: 1, pageSize: configurationPagination.defaultPageSize as number });
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  const serviceTypes = useServiceTypes(dialog.open);
  const featureTypes = useFeatureTypes(dialog.open);
  const parents = useParentFeatures(dialog.open);

  /** Loads batches until `count` rows are in (or all of them); calls run one after the other. */
  const ensureRows = useCallback(
    (count: number) => {
      queue.current = queue.current.then(async () => {
        let { rows, total, complete } = latest.current;
        if (complete || rows.length >= count) return;
        setLoading(true);
        try {
          while (!complete && rows.length < count) {
            const batch = await getAllServiceFeatures(client, rows.length);
            rows = [...rows, ...batch.records];
            total = batch.rows;
            complete = rows.length >= total || batch.records.length === 0;
          }
        } catch (error) {
          logFailure('GetAllServiceFeatures', error);
        } finally {
          latest.current = { rows, total, complete };
          setLoaded(latest.current);
          setLoading(false);
        }
      });
      return queue.current;
    },
    [client],
  );

  const wanted = search.trim().toLowerCase();
  useEffect(() => {
    void ensureRows(wanted === '' ? page.current * page.pageSize : Number.POSITIVE_INFINITY);
  }, [ensureRows, page, wanted]);

  const reload = useCallback(async () => {
    latest.current = NOTHING_LOADED;
    setLoaded(NOTHING_LOADED);
    await ensureRows(wanted === '' ? page.current * page.pageSize : Number.POSITIVE_INFINITY);
  }, [ensureRows, page, wanted]);

  const matching = useMemo(
    () => (wanted === '' ? loaded.rows : loaded.rows.filter((row) => searchText(row).includes(wanted))),
    [loaded.rows, wanted],
  );
  const total = wanted === '' ? Math.max(loaded.total, loaded.rows.length) : matching.length;
  const visible = matching.slice((page.current - 1) * page.pageSize, page.current * page.pageSize);

  const columns: ProColumns<ServiceFeatureRecord>[] = [
    { key: 'service', title: 'Tipo de servicio', dataIndex: 'serviceName' },
    { key: 'code', title: 'Código', dataIndex: 'serviceFeatureCode' },
    { key: 'description', title: 'Descripción', render: (_, row) => <DescriptionCell text={row.featureDescription} /> },
    { key: 'type', title: 'Tipo de característica', dataIndex: 'featureTypeName' },
    { key: 'parent', title: 'Característica padre', render: (_, row) => row.featureRelationName ?? '' },
    {
      key: 'active',
      title: 'Activo',
      render: (_, row) => (
        <ActiveCell
          active={row.idstate === CatalogueState.ACTIVE}
          name={row.serviceFeatureCode}
          question={CATALOGUE_TEXT.serviceFeatureQuestion}
          onEdit={() => setDialog({ open: true, record: row })}
          onToggle={(active) =>
            void changeState({
              run: () => changeStateServiceFeature(client, row.id, active),
              success: CATALOGUE_TEXT.serviceFeatureState(active),
              businessRuleAs: 'warning',
              reload,
            })
          }
        />
      ),
    },
  ];

  return (
    <>
      <ProTable<ServiceFeatureRecord>
        rowKey="id"
        columns={columns}
        dataSource={visible}
        loading={loading}
        search={false}
        options={false}
        onRow={dimInactive}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: CATALOGUE_TEXT.emptySearch }}
        pagination={{
          ...configurationPagination,
          showTotal: showTotalOf(TABLE_COUNTS.serviceFeatures),
          current: page.current,
          pageSize: page.pageSize,
          total,
          onChange: (current, pageSize) => setPage({ current: pageSize === page.pageSize ? current : 1, pageSize }),
        }}
        headerTitle={
          <SearchBox
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage((current) => ({ ...current, current: 1 }));
            }}
          />
        }
        toolBarRender={() => [
          <Fragment key="create">
            <CreateButton label="Crear característica" onClick={() => setDialog({ open: true })} />
          </Fragment>,
        ]}
      />
      {dialog.open && (
        <ServiceFeatureForm
          record={dialog.record}
          serviceTypes={serviceTypes.data ?? []}
          featureTypes={featureTypes.data ?? []}
          parents={parents.data ?? []}
          onClose={() => setDialog({ open: false })}
          onSaved={() => void reload()}
        />
      )}
    </>
  );
}
