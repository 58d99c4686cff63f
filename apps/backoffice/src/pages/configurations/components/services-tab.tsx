import type { ProColumns } from '@ant-design/pro-components';
import { useState } from 'react';
import { useBackoffice } from '../../../shared/backoffice-context';
import { changeStateService } from '../../../features/catalogue/api/change-state-service';
import { useServiceTypes } from '../../../features/catalogue/api/get-all-service-types';
import { useServices } from '../../../features/catalogue/api/get-all-services';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import { CatalogueState, type ServiceRecord } from '@lic/shared-api-types';
import { DescriptionCell } from '../../../features/catalogue/components/description-cell';
import { ActiveCell, ConfigurationTable, CreateButton } from './configuration-table';
import { ServiceForm } from './service-form';
import { changeState } from './state-change';
import { TABLE_COUNTS } from '../../../shared/table-counts.messages';

type Dialog = { open: false } | { open: true; record?: ServiceRecord };

const typeName = (row: ServiceRecord) => row.serviceType?.serviceType1 ?? '';

/** Tab "Producto o servicio". */
export function ServicesTab() {
  const { client } = useBackoffice();
  const services = useServices();
  const serviceTypes = useServiceTypes();
  const [dialog, setDialog] = useState<Dialog>({ open: false });

  const columns: ProColumns<ServiceRecord>[] = [
    { key: 'name', title: 'Nombre del servicio', dataIndex: 'serviceName' },
    { key: 'type', title: 'Tipo de servicio', render: (_, row) => typeName(row) },
    { key: 'description', title: 'Descripción', render: (_, row) => <DescriptionCell text={row.descriptionService} /> },
    {
      key: 'active',
      title: 'Activo',
      render: (_, row) => (
        <ActiveCell
          active={row.idstate === CatalogueState.ACTIVE}
          name={row.serviceName}
          question={CATALOGUE_TEXT.serviceQuestion}
          onEdit={() => setDialog({ open: true, record: row })}
          onToggle={(active) =>
            void changeState({
              run: () => changeStateService(client, row.id, active),
              success: CATALOGUE_TEXT.serviceState(active),
              businessRuleAs: 'error',
              reload: services.reload,
            })
          }
        />
      ),
    },
  ];

  return (
    <>
      <ConfigurationTable<ServiceRecord>
        rowKey="id"
        counts={TABLE_COUNTS.services}
        rows={services.data}
        loading={services.loading}
        columns={columns}
        searchText={(row) => `${row.serviceName} ${typeName(row)} ${row.descriptionService ?? ''}`}
        toolbar={<CreateButton label="Crear producto o servicio" onClick={() => setDialog({ open: true })} />}
      />
      {dialog.open && (
        <ServiceForm
          record={dialog.record}
          serviceTypes={serviceTypes.data ?? []}
          onClose={() => setDialog({ open: false })}
          onSaved={() => void services.reload()}
        />
      )}
    </>
  );
}
