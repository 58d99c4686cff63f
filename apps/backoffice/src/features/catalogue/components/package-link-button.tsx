import { LinkOutlined } from '@ant-design/icons';
import { ModalForm } from '@ant-design/pro-components';
import { Button, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import {
  cartPromoCodeField,
  cartQuantityField,
  CART_PROMO_CODE_MAX_LENGTH,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  MESSAGES,
  toAntdRules,
} from '@lic/shared-rules';
import { ApiError } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';
import { encryptPackage } from '../api/encrypt-package';
import { CATALOGUE_TEXT } from '../catalogue.messages';

export const PACKAGE_LINK_TEXT = {
  action: 'Copiar enlace',
  title: (packageName: string) => `Enlace de compra: ${packageName}`,
  quantity: 'Cantidad',
  promotionCode: 'Código promocional (opcional)',
  generate: 'Generar enlace',
  link: 'Enlace',
  copied: 'El enlace se ha copiado al portapapeles',
  notCopied: 'No fue posible copiar el enlace: cópialo desde el campo Enlace.',
} as const;

interface LinkValues {
  quantity: number;
  promotionCode?: string;
}

/** Copies a link to the clipboard; false when the browser refuses (no permission, insecure page). */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Copiar enlace" of a package: a small dialog (quantity 1–999, optional promo code) whose "Generar
 * enlace" asks the server for the encrypted cart link and copies it to the clipboard.
 */
export function PackageLinkButton(props: { packageId: number; packageCode: string; packageName: string }) {
  const { client } = useBackoffice();
  const [link, setLink] = useState<string | null>(null);

  const generate = async (values: LinkValues): Promise<boolean> => {
    try {
      const promotionCode = values.promotionCode?.trim() || null;
      const { url } = await encryptPackage(client, { packageId: props.packageId, quantity: Number(values.quantity), promotionCode });
      setLink(url);
      if (await copyToClipboard(url)) notify.success(PACKAGE_LINK_TEXT.copied);
      else notify.warning(PACKAGE_LINK_TEXT.notCopied);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.statusMessage : CATALOGUE_TEXT.serverError);
    }
    // The dialog stays open with the link in view.
    return false;
  };

  return (
    <ModalForm<LinkValues>
      title={PACKAGE_LINK_TEXT.title(props.packageName)}
      width={480}
      initialValues={{ quantity: CART_QUANTITY_MIN }}
      trigger={
        <Button
          type="text"
          size="small"
          icon={<LinkOutlined />}
          aria-label={`${PACKAGE_LINK_TEXT.action} ${props.packageCode}`}
          title={PACKAGE_LINK_TEXT.action}
        />
      }
      modalProps={{ destroyOnHidden: true, afterClose: () => setLink(null) }}
      submitter={{ searchConfig: { submitText: PACKAGE_LINK_TEXT.generate, resetText: 'Cerrar' } }}
      onFinish={generate}
    >
      <Form.Item
        name="quantity"
        label={PACKAGE_LINK_TEXT.quantity}
        rules={[{ required: true, message: MESSAGES.required }, ...toAntdRules(cartQuantityField)]}
      >
        <InputNumber min={CART_QUANTITY_MIN} max={CART_QUANTITY_MAX} step={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="promotionCode" label={PACKAGE_LINK_TEXT.promotionCode} rules={toAntdRules(cartPromoCodeField)}>
        <Input maxLength={CART_PROMO_CODE_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      {link && (
        <Form.Item label={PACKAGE_LINK_TEXT.link}>
          <Input readOnly value={link} aria-label={PACKAGE_LINK_TEXT.link} />
        </Form.Item>
      )}
    </ModalForm>
  );
}
