import { SaveOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Select, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { ApiError } from '@lic/web-api-client';
import {
  CardCarousel,
  formatCop,
  isStorageFeature,
  notify,
  PackageCard,
  useRemote,
  type ConfigurableService,
  type PackageInfoLoaders,
  type StorageUnit,
} from '@lic/web-ui';
import { UNLIMITED_QUANTITY } from '@lic/shared-rules';
import { useBackoffice } from '../../../shared/backoffice-context';
import { isBusinessRule, notifySaveFailure } from '../../../features/catalogue/api/api-failure';
import { logFailure } from '../../../shared/api/log-failure';
import { getChannelsLinkedPackage } from '../../../features/catalogue/api/get-channels-linked-package';
import { customerLabel } from '../../../features/catalogue/api/get-customers-paged';
import { getCustomerLinkedPackage } from '../../../features/catalogue/api/get-customer-linked-package';
import { getFeaturesPackage } from '../../../features/catalogue/api/get-features-package';
import { usePackagesConfiguration } from '../../../features/catalogue/api/get-packages-configuration';
import { usePackageTypes } from '../../../features/catalogue/api/get-packages-type';
import { getPromoCodeLinkedPackage } from '../../../features/catalogue/api/get-promo-code-linked-package';
import { setFeaturesDependingPackage } from '../../../features/catalogue/api/set-features-depending-package';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import type { PackageConfigurationRecord } from '@lic/shared-api-types';
import { CONFIGURATION_SEARCH_MAX_LENGTH, DEFAULT_PACKAGE_TYPE_ID, PACKAGE_TYPE_IDS } from '../../../features/catalogue/package-options';
import { SEARCH_BOX_STYLE } from '../../../shared/search-box-style';

const NO_RECORDS: PackageConfigurationRecord[] = [];
const FALLBACK_TYPE_NAMES: Record<number, string> = { 1: 'Base', 2: 'Combo', 3: 'Complementario' };

const isServerFailure = (error: unknown) => error instanceof ApiError && error.status >= 500;

/** backoffice-catalogue.md §8: a 500 on a popover says so; other failures are only logged. */
async function popoverLines<T>(what: string, load: () => Promise<T[]>, line: (record: T) => string): Promise<string[]> {
  try {
    return (await load()).map(line);
  } catch (error) {
    if (isServerFailure(error)) notify.error(CATALOGUE_TEXT.requestError);
    else logFailure(what, error);
    throw error;
  }
}

function toServices(record: PackageConfigurationRecord): ConfigurableService[] {
  return record.serviceList.map((service) => ({
    serviceId: service.serviceId,
    serviceName: service.serviceName,
    features: service.features.map((feature) => ({
      featureId: feature.featureId,
      featureName: feature.featureName,
      featureTypeName: feature.featureTypeName,
      selected: feature.selected,
      quantity: feature.isUnlimited ? UNLIMITED_QUANTITY : feature.quantity,
      storageType: (feature.storageType as StorageUnit | null) ?? (feature.isStorage ? 'MB' : null),
    })),
  }));
}

/** The configured record the server gets back: the card's choices over what it sent, MB when a storage unit was never chosen. */
function withServices(record: PackageConfigurationRecord, services: ConfigurableService[]): PackageConfigurationRecord {
  return {
    ...record,
    serviceList: record.serviceList.map((service, s) => ({
      ...service,
      features: service.features.map((feature, f) => {
        const chosen = services[s].features[f];
        return {
          ...feature,
          selected: chosen.selected,
          quantity: chosen.quantity,
          isUnlimited: chosen.quantity === UNLIMITED_QUANTITY,
          storageType: isStorageFeature(chosen) ? (chosen.storageType ?? 'MB') : null,
        };
      }),
    })),
  };
}

/** Tab "Configurar paquetes": the package cards of a type and the features each one grants. */
export function PackageConfigurationTab() {
  const { client } = useBackoffice();
  const packageTypes = usePackageTypes();
  const configuration = usePackagesConfiguration();
  const [packageType, setPackageType] = useState<number>(DEFAULT_PACKAGE_TYPE_ID);
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState('');
  const [saving, setSaving] = useState(false);
  /** Services as the user left them, by package id; another type or search starts over. */
  const [edited, setEdited] = useState<Map<number, ConfigurableService[]>>(new Map());

  const shown = useRemote([configuration, packageType, applied], () =>
    configuration.load(packageType, applied).catch((error: unknown) => {
      logFailure('GetPackagesConfiguration', error);
      return NO_RECORDS;
    }),
  );
  const records = shown.data ?? NO_RECORDS;
  const { loading, setData: setRecords } = shown;

  const typeOptions = useMemo(
    () =>
      PACKAGE_TYPE_IDS.map((id) => ({
        value: id,
        label: packageTypes.data?.find((type) => type.id === id)?.packageTypeName ?? FALLBACK_TYPE_NAMES[id],
      })),
    [packageTypes.data],
  );

  const infoFor = (packageId: number): PackageInfoLoaders => ({
    companies: () =>
      popoverLines(
        'GetCustomerLinkedPackage',
        () => getCustomerLinkedPackage(client, packageId),
        (customer) => customerLabel(customer),
      ),
    description: async () => {
      try {
        const features = await getFeaturesPackage(client, packageId);
        return features.map((feature) => {
          const quantity =
            feature.isUnlimited || feature.quantity === UNLIMITED_QUANTITY ? 'Ilimitado' : feature.quantity.toLocaleString('es-CO');
          return `${feature.serviceName} - ${feature.featureAlias || feature.featureDescription}: ${quantity}${feature.storageUnit ? ` ${feature.storageUnit}` : ''}`;
        });
      } catch (error) {
        if (isBusinessRule(error)) notify.warning(error.statusMessage);
        else notify.error(CATALOGUE_TEXT.featuresUnavailable);
        throw error;
      }
    },
    promoCodes: () =>
      popoverLines(
        'GetPromoCodeLinkedPackage',
        () => getPromoCodeLinkedPackage(client, packageId),
        (promo) => `${promo.promotionalCode}: ${promo.offerTypeCode === 'VLR' ? formatCop(promo.discount) : `${promo.discount}%`}`,
      ),
    channels: () =>
      popoverLines(
        'GetChannelsLinkedPackage',
        () => getChannelsLinkedPackage(client, packageId),
        (channel) => channel.channelType,
      ),
  });

  const save = async () => {
    const changed = [...edited.entries()].map(([packageId, services]) => {
      const record = records.find((item) => item.packageId === packageId) as PackageConfigurationRecord;
      return withServices(record, services);
    });
    setSaving(true);
    try {
      await setFeaturesDependingPackage(client, changed);
      notify.success(CATALOGUE_TEXT.featuresUpdated);
      configuration.forget();
      setRecords((current) => current?.map((record) => changed.find((item) => item.packageId === record.packageId) ?? record));
      setEdited(new Map());
    } catch (error) {
      notifySaveFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const empty = typed.trim() !== applied ? CATALOGUE_TEXT.configurationPressEnter : CATALOGUE_TEXT.configurationEmpty;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label="Tipo paquete"
          value={packageType}
          options={typeOptions}
          style={{ width: 200 }}
          onChange={(value: number) => {
            setEdited(new Map());
            setPackageType(value);
          }}
        />
        <Input.Search
          placeholder={CATALOGUE_TEXT.search}
          aria-label={CATALOGUE_TEXT.search}
          maxLength={CONFIGURATION_SEARCH_MAX_LENGTH}
          allowClear
          value={typed}
          style={SEARCH_BOX_STYLE}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => {
            setEdited(new Map());
            setApplied(value.trim());
          }}
        />
        <Button type="primary" icon={<SaveOutlined />} disabled={edited.size === 0} loading={saving} onClick={() => void save()}>
          {CATALOGUE_TEXT.saveConfiguration}
        </Button>
      </Space>
      <Spin spinning={loading}>
        {records.length === 0 ? (
          <Empty description={loading ? ' ' : empty} />
        ) : (
          <CardCarousel
            items={records}
            perPage={2}
            // A type may hold a thousand packages: only the page shown is mounted; changes live in `edited`.
            keepHiddenMounted={false}
            itemKey={(record) => record.packageId}
            renderItem={(record) => (
              <PackageCard
                name={record.packageName}
                packageTypeId={packageType}
                price={record.packagePrice}
                discountedPrice={record.packageDiscount > 0 ? record.packageWithDiscount : null}
                publicVisibility={record.publicVisibility}
                info={infoFor(record.packageId)}
                services={edited.get(record.packageId) ?? toServices(record)}
                onServicesChange={(services) => setEdited((current) => new Map(current).set(record.packageId, services))}
                disabled={saving}
              />
            )}
          />
        )}
      </Spin>
    </Space>
  );
}
