import { Checkbox, Empty, Select, Space, Typography } from 'antd';
import { UNLIMITED_QUANTITY } from '@lic/shared-rules';
import {
  isStorageFeature,
  isUnlimited,
  matchesFeatureFilter,
  STORAGE_UNITS,
  type ConfigurableFeature,
  type ConfigurableService,
  type StorageUnit,
} from './feature-configuration';
import { QuantityStepper } from './quantity-stepper';

export const NO_FEATURE = 'No existe característica';

export interface FeatureConfiguratorProps {
  services: ConfigurableService[];
  onChange: (services: ConfigurableService[]) => void;
  /** Only features whose name contains it are listed. */
  filter?: string;
  disabled?: boolean;
}

function FeatureRow(props: { feature: ConfigurableFeature; onChange: (feature: ConfigurableFeature) => void; disabled?: boolean }) {
  const { feature } = props;
  const change = (patch: Partial<ConfigurableFeature>) => props.onChange({ ...feature, ...patch });
  const unlimited = isUnlimited(feature.quantity);
  const locked = props.disabled || !feature.selected;
  return (
    <div
      data-testid={`feature-${feature.featureId}`}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: '6px 0' }}
    >
      <Checkbox
        checked={feature.selected}
        disabled={props.disabled}
        onChange={(event) => change({ selected: event.target.checked })}
        style={{ flex: '1 1 160px' }}
      >
        {feature.featureName}
      </Checkbox>
      <Space size={8} wrap>
        <QuantityStepper
          label={feature.featureName}
          value={unlimited ? UNLIMITED_QUANTITY : feature.quantity}
          disabled={locked || unlimited}
          onChange={(quantity) => change({ quantity })}
        />
        <Checkbox
          checked={unlimited}
          disabled={locked}
          onChange={(event) => change({ quantity: event.target.checked ? UNLIMITED_QUANTITY : 1 })}
        >
          Ilimitado
        </Checkbox>
        {isStorageFeature(feature) && (
          <Select<StorageUnit>
            size="small"
            aria-label={`Unidad ${feature.featureName}`}
            value={feature.storageType ?? 'MB'}
            disabled={locked}
            style={{ width: 72 }}
            options={STORAGE_UNITS.map((unit) => ({ value: unit, label: unit }))}
            onChange={(storageType) => change({ storageType })}
          />
        )}
      </Space>
    </div>
  );
}

/**
 * The features of each service of a package: select checkbox, quantity stepper (1 to 9,999,999, 1,000,000
 * meaning unlimited) and, for storage, the MB/GB unit (backoffice-catalogue.md §2.1 "Configurar paquetes").
 */
export function FeatureConfigurator(props: FeatureConfiguratorProps) {
  const filter = props.filter ?? '';

  const changeFeature = (serviceIndex: number, featureIndex: number, feature: ConfigurableFeature) => {
    props.onChange(
      props.services.map((service, s) =>
        s !== serviceIndex ? service : { ...service, features: service.features.map((f, i) => (i === featureIndex ? feature : f)) },
      ),
    );
  };

  if (props.services.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_FEATURE} />;

  return (
    <div>
      {props.services.map((service, serviceIndex) => {
        const visible = service.features
          .map((feature, featureIndex) => ({ feature, featureIndex }))
          .filter(({ feature }) => matchesFeatureFilter(feature, filter));
        return (
          <section key={service.serviceId} data-testid={`service-${service.serviceId}`} style={{ marginBottom: 12 }}>
            <Typography.Title level={5} style={{ margin: '8px 0 4px' }}>
              {service.serviceName}
            </Typography.Title>
            {visible.length === 0 ? (
              <Typography.Text type="secondary">{NO_FEATURE}</Typography.Text>
            ) : (
              visible.map(({ feature, featureIndex }) => (
                <FeatureRow
                  key={feature.featureId}
                  feature={feature}
                  disabled={props.disabled}
                  onChange={(next) => changeFeature(serviceIndex, featureIndex, next)}
                />
              ))
            )}
          </section>
        );
      })}
    </div>
  );
}
