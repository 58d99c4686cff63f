import type { ProColumns } from '@ant-design/pro-components';
import { useState } from 'react';
import {
  formatCop,
  formatDate,
  notify,
  PromoCodeForm,
  type PromoCodeValues,
  type PromoOfferType,
  type PromoPeriodicity,
} from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { activePromoCode } from '../../../features/catalogue/api/active-promo-code';
import { logFailure } from '../../../shared/api/log-failure';
import { serverReason } from '../../../features/catalogue/api/api-failure';
import { usePromoPackages } from '../../../features/catalogue/api/get-packages-additional-discount';
import { getPackagesId } from '../../../features/catalogue/api/get-packages-id';
import { usePromoCodes } from '../../../features/catalogue/api/get-promotional-codes';
import { usePromoUserTypes } from '../../../features/catalogue/api/get-type-user-promotional';
import { useAuditNames } from '../../../features/catalogue/api/get-user-by-name-id';
import { savePromoCode } from '../../../features/catalogue/api/save-promo-code';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';
import { CatalogueState, type PromoCodeRecord } from '@lic/shared-api-types';
import { DescriptionCell } from '../../../features/catalogue/components/description-cell';
import { ActiveCell, ConfigurationTable, CreateButton } from './configuration-table';
import { changeState } from './state-change';
import { TABLE_COUNTS } from '../../../shared/table-counts.messages';

type Dialog = { open: false } | { open: true; record?: PromoCodeRecord; packagesId?: number[] };

function promoValues(record: PromoCodeRecord, packagesId: number[]): PromoCodeValues {
  return {
    id: record.id,
    promotionCode: record.promotionCode,
    descriptionPromotionCode: record.descriptionPromotionCode,
    useQuantity: record.useQuantity,
    idstate: record.idstate,
    applyTotalPurchase: record.applyTotalPurchase,
    applyProduct: record.applyProduct,
    offerTypeCode: record.offerTypeCode as PromoOfferType,
    offerValue: record.offerValue,
    effectiveStartDate: record.effectiveStartDate,
    expirationDate: record.expirationDate,
    periodicityType: (record.periodicityType ?? 'NEVER') as PromoPeriodicity,
    periodicityQuantity: record.periodicityQuantity,
    endPeriodicityDate: record.endPeriodicityDate,
    typeUserId: record.typeUserId,
    packagesId,
  };
}

const discount = (row: PromoCodeRecord) => (row.offerTypeCode === 'VLR' ? formatCop(row.offerValue) : `${row.offerValue}%`);

function PromoDialog(props: { dialog: Extract<Dialog, { open: true }>; onClose: () => void; onSaved: () => void }) {
  const { client } = useBackoffice();
  const userTypes = usePromoUserTypes();
  const packages = usePromoPackages();
  const { record, packagesId } = props.dialog;
  const names = useAuditNames(record?.createdby, record?.modifiedby);

  const submit = async (values: PromoCodeValues) => {
    try {
      await savePromoCode(client, values);
      notify.success(record ? CATALOGUE_TEXT.promoEdited : CATALOGUE_TEXT.promoSaved);
      props.onSaved();
      return true;
    } catch (error) {
      logFailure(record ? 'UpdatePromoCode' : 'SaveNewPromoCode', error);
      notify.error(
        record ? CATALOGUE_TEXT.promoNotEdited(values.promotionCode) : CATALOGUE_TEXT.promoNotSaved(values.promotionCode),
        serverReason(error),
      );
      return false;
    }
  };

  return (
    <PromoCodeForm
      open
      onOpenChange={(open) => !open && props.onClose()}
      promoCode={record ? promoValues(record, packagesId ?? []) : undefined}
      userTypes={userTypes.data ?? []}
      packages={packages.data ?? []}
      audit={
        record
          ? { createdBy: names.createdBy, createdOn: record.createdon, modifiedBy: names.modifiedBy, modifiedOn: record.modifiedon }
          : undefined
      }
      onSubmit={submit}
    />
  );
}

/** Tab "Códigos promocionales". */
export function PromoCodesTab() {
  const { client } = useBackoffice();
  const promoCodes = usePromoCodes();
  const [dialog, setDialog] = useState<Dialog>({ open: false });

  const edit = async (record: PromoCodeRecord) => {
    let packagesId = record.packagesId ?? [];
    try {
      packagesId = await getPackagesId(client, record.id);
    } catch (error) {
      logFailure('GetPackagesId', error);
    }
    setDialog({ open: true, record, packagesId });
  };

  const columns: ProColumns<PromoCodeRecord>[] = [
    { key: 'code', title: 'Código', dataIndex: 'promotionCode' },
    { key: 'description', title: 'Descripción', render: (_, row) => <DescriptionCell text={row.descriptionPromotionCode} /> },
    { key: 'userType', title: 'Tipo de usuario', render: (_, row) => row.typeUser ?? '' },
    { key: 'discount', title: 'Descuento', render: (_, row) => discount(row) },
    { key: 'uses', title: 'Usos', dataIndex: 'useQuantity' },
    { key: 'start', title: 'Inicio vigencia', render: (_, row) => formatDate(row.effectiveStartDate) },
    { key: 'end', title: 'Fin vigencia', render: (_, row) => formatDate(row.expirationDate) },
    {
      key: 'active',
      title: 'Activo',
      render: (_, row) => (
        <ActiveCell
          active={row.idstate === CatalogueState.ACTIVE}
          name={row.promotionCode}
          question={CATALOGUE_TEXT.promoQuestion}
          onEdit={() => void edit(row)}
          onToggle={(active) =>
            void changeState({
              run: () => activePromoCode(client, row.id, active ? CatalogueState.ACTIVE : CatalogueState.INACTIVE),
              success: CATALOGUE_TEXT.promoState(active),
              businessRuleAs: 'warning',
              reload: promoCodes.reload,
            })
          }
        />
      ),
    },
  ];

  return (
    <>
      <ConfigurationTable<PromoCodeRecord>
        rowKey="id"
        counts={TABLE_COUNTS.promoCodes}
        rows={promoCodes.data}
        loading={promoCodes.loading}
        columns={columns}
        searchText={(row) =>
          [
            row.promotionCode,
            row.descriptionPromotionCode,
            row.typeUser ?? '',
            discount(row),
            formatDate(row.effectiveStartDate),
            formatDate(row.expirationDate),
          ].join(' ')
        }
        toolbar={<CreateButton label="Crear código promocional" onClick={() => setDialog({ open: true })} />}
      />
      {dialog.open && (
        <PromoDialog
          key={dialog.record?.id ?? 'new'}
          dialog={dialog}
          onClose={() => setDialog({ open: false })}
          onSaved={() => void promoCodes.reload()}
        />
      )}
    </>
  );
}
