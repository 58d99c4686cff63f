import { DownloadOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Dropdown, Empty, Modal, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import {
  Privilege,
  type CustomerLicenseDetail,
  type LicensedCustomer,
  type LicenseDetailRequest,
  type LicenseDetailSort,
} from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { notify, useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { useStaffSession } from '../../../session/staff-session';
import { logFailure } from '../../../shared/api/log-failure';
import { exportConsumptionDetail, saveFile } from '../../../features/licences/api/export-consumption-detail';
import { getCustomersLicensed } from '../../../features/licences/api/get-customers-licensed';
import { getDetailsLicenseCustomer } from '../../../features/licences/api/get-details-license-customer';
import { reactivateOrderLicenses } from '../../../features/licences/api/reactivate-order-licenses';
import { suspendOrderLicenses } from '../../../features/licences/api/suspend-order-licenses';
import { RELOAD_AFTER_SAVE_MS } from '../../../features/licences/licence-rules';
import { DETAIL_TEXT } from '../../../features/licences/licences.messages';
import { LicenceForm, type LicenceFormTarget } from './licence-form';
import { ServiceLicenceBlock } from './service-licence-block';

const T = DETAIL_TEXT;
const SORTS: LicenseDetailSort[] = ['a-z', 'z-a', 'desc', 'asc'];
const DEFAULT_SORT: LicenseDetailSort = 'a-z';
const NO_DETAILS: CustomerLicenseDetail[] = [];

export interface DetailOpening {
  customer: LicensedCustomer;
  /** The service the detail was opened from: its chip is the default one, not deletable. */
  defaultService?: string;
}

export interface LicenceDetailModalProps {
  opening: DetailOpening | null;
  onClose: () => void;
  /** Called when a licence was saved, once the 3 s of §4.1 have passed. */
  onReloaded?: () => void;
  /** For tests: where downloads and new tabs go. */
  download?: typeof saveFile;
  openTab?: (url: string) => void;
}

/** The large licence detail dialog (backoffice-licensing.md §2.2, §8). */
export function LicenceDetailModal({ opening, onClose, onReloaded, download = saveFile, openTab }: LicenceDetailModalProps) {
  const { client } = useBackoffice();
  const { claims } = useStaffSession();
  const privileges = claims?.privileges ?? [];
  // The server asks for both (ReactivateOrderLicenses); staff with partial licence access see no button.
  const canReactivate = privileges.includes(Privilege.LICENSES) && privileges.includes(Privilege.LICENSE_FULL_ACCESS);
  const [customer, setCustomer] = useState<LicensedCustomer | null>(null);
  const [companies, setCompanies] = useState<LicensedCustomer[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [applied, setApplied] = useState<string[]>([]);
  const [sortType, setSortType] = useState<LicenseDetailSort>(DEFAULT_SORT);
  const [exporting, setExporting] = useState(false);
  const [formTarget, setFormTarget] = useState<LicenceFormTarget | null>(null);
  const [reloads, setReloads] = useState(0);
  const defaultService = opening?.defaultService;
  const unlicensed = customer !== null && customer.services.length === 0;

  const request = useCallback(
    (): LicenseDetailRequest | null =>
      customer
        ? {
            customerId: customer.id,
            filters: [
              { type: 'Customer', value: customer.id },
              ...applied.map((service) => ({ type: 'Service' as const, value: service })),
            ],
            sortType,
          }
        : null,
    [customer, applied, sortType],
  );

  const body = request();
  const shown = useRemote(
    [client, opening, request, reloads, unlicensed],
    (signal) =>
      getDetailsLicenseCustomer(client, body as LicenseDetailRequest).catch((error: unknown): CustomerLicenseDetail[] => {
        if (signal.aborted) throw error;
        // A company without any licence (e.g. just made with "Crear empresa") gets its own empty state below.
        if (error instanceof ApiError && error.status === 404) {
          if (!unlicensed) notify.warning(T.notFound);
        } else {
          logFailure('getDetailsLicenseCustomer', error);
          notify.error(T.requestFailed);
        }
        return NO_DETAILS;
      }),
    { enabled: opening !== null && body !== null },
  );
  const details = shown.data ?? NO_DETAILS;
  const { loading, setData: setDetails } = shown;

  useEffect(() => {
    if (!opening) return;
    const initial = opening.defaultService ? [opening.defaultService] : [];
    setCustomer(opening.customer);
    setCompanies([opening.customer]);
    setChecked(initial);
    setApplied(initial);
    setSortType(DEFAULT_SORT);
    setDetails(NO_DETAILS);
  }, [opening, setDetails]);

  const searchCompanies = (text: string) => {
    getCustomersLicensed(client, { skip: 0, take: 10, filter: text.trim() })
      .then((page) => setCompanies(page.records))
      .catch(() => setCompanies(customer ? [customer] : []));
  };

  const pickCompany = (id: string) => {
    const picked = companies.find((company) => company.id === id);
    if (!picked) return;
    setCustomer(picked);
    // Another company: its own services, none filtered unless the default one is among them.
    const kept = defaultService && picked.services.includes(defaultService) ? [defaultService] : [];
    setChecked(kept);
    setApplied(kept);
  };

  const applyFilter = () => setApplied(defaultService && !checked.includes(defaultService) ? [defaultService, ...checked] : [...checked]);

  const removeChip = (service: string) => {
    setApplied((current) => current.filter((value) => value !== service));
    setChecked((current) => current.filter((value) => value !== service));
  };

  const exportDetail = async () => {
    const body = request();
    if (!body) return;
    setExporting(true);
    try {
      download(await exportConsumptionDetail(body));
    } catch (error) {
      logFailure('exportConsumptionDetail', error);
      notify.error(T.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const saved = () => {
    setTimeout(() => {
      setReloads((count) => count + 1);
      onReloaded?.();
    }, RELOAD_AFTER_SAVE_MS);
  };

  const reactivate = async (purchaseOrderLicenseId: number) => {
    try {
      notify.success((await reactivateOrderLicenses(client, purchaseOrderLicenseId)) ?? T.reactivated);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) notify.warning(error.statusMessage);
      else {
        logFailure('reactivateOrderLicenses', error);
        notify.error(T.reactivateFailed);
      }
    }
    setReloads((count) => count + 1);
    onReloaded?.();
  };

  const suspend = async (purchaseOrderLicenseId: number, reason: string): Promise<boolean> => {
    let done = false;
    try {
      notify.success((await suspendOrderLicenses(client, purchaseOrderLicenseId, reason)) ?? T.suspendedOk);
      done = true;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) notify.warning(error.statusMessage);
      else {
        logFailure('suspendOrderLicenses', error);
        notify.error(T.suspendFailed);
      }
    }
    setReloads((count) => count + 1);
    onReloaded?.();
    return done;
  };

  const blocks = details.flatMap((detail) =>
    detail.serviceLicense.map((service) => (
      <ServiceLicenceBlock
        key={`${detail.customerInfo.customerId}-${service.serviceName}`}
        customer={detail.customerInfo}
        service={service}
        openTab={openTab}
        onAddLicence={(info, serviceName) => setFormTarget({ mode: 'add', customerId: info.customerId, serviceName })}
        onEditLicence={(purchaseOrderLicenseId) => setFormTarget({ mode: 'edit', purchaseOrderLicenseId })}
        onReactivate={canReactivate ? reactivate : undefined}
        onSuspend={canReactivate ? suspend : undefined}
      />
    )),
  );

  return (
    <Modal
      open={opening !== null}
      title={T.title}
      // On a phone the detail fits the screen and its tables scroll inside their cards, not the page sideways.
      width="min(1200px, calc(100vw - 16px))"
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      <Row gutter={[16, 12]} align="bottom">
        <Col xs={24} md={10}>
          <label htmlFor="license-detail-company">
            <Typography.Text>{T.company}</Typography.Text>
          </label>
          <Select
            id="license-detail-company"
            style={{ width: '100%' }}
            showSearch
            filterOption={false}
            value={customer?.id}
            options={companies.map((company) => ({ value: company.id, label: `${company.name} (${company.documentNumber})` }))}
            onSearch={searchCompanies}
            onChange={pickCompany}
          />
        </Col>
        <Col xs={24} md={14}>
          <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Dropdown
              trigger={['click']}
              menu={{
                selectable: true,
                selectedKeys: [sortType],
                items: SORTS.map((sort) => ({ key: sort, label: T.sorts[sort] })),
                onClick: ({ key }) => setSortType(key as LicenseDetailSort),
              }}
            >
              <Button icon={<SortAscendingOutlined />}>
                {T.sort}: {T.sorts[sortType]}
              </Button>
            </Dropdown>
            <Button icon={<DownloadOutlined />} loading={exporting} disabled={!customer} onClick={() => void exportDetail()}>
              {T.export}
            </Button>
          </Space>
        </Col>
        <Col span={24}>
          <Typography.Text>{T.services}</Typography.Text>
          <div role="group" aria-label={T.services}>
            <Checkbox.Group
              value={checked}
              options={(customer?.services ?? []).map((service) => ({ value: service, label: service }))}
              onChange={(values) => setChecked(values as string[])}
            />
            <Button size="small" type="primary" onClick={applyFilter}>
              {T.applyFilter}
            </Button>
          </div>
        </Col>
        {applied.length > 0 && (
          <Col span={24}>
            <Space wrap size={4} data-testid="service-chips">
              {applied.map((service) => (
                <Tag
                  key={service}
                  color="blue"
                  closable={service !== defaultService}
                  onClose={(event) => {
                    event.preventDefault();
                    removeChip(service);
                  }}
                >
                  {service}
                </Tag>
              ))}
            </Space>
          </Col>
        )}
      </Row>
      <Spin spinning={loading}>
        <div style={{ marginTop: 16, minHeight: 120 }}>
          {blocks.length > 0
            ? blocks
            : !loading &&
              (unlicensed && customer ? (
                <Empty description={T.noLicencesYet}>
                  <Button type="primary" onClick={() => setFormTarget({ mode: 'add', customerId: customer.id })}>
                    {T.addLicence}
                  </Button>
                </Empty>
              ) : (
                <Empty description={T.notFound} />
              ))}
        </div>
      </Spin>
      <LicenceForm target={formTarget} onClose={() => setFormTarget(null)} onSaved={saved} />
    </Modal>
  );
}
