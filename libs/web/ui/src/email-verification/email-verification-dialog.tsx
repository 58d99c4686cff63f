import { Button, Flex, Form, Input, Modal, Result, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { toAntdRules, VALIDATION_CODE_PATTERN, validationCodeField } from '@lic/shared-rules';

export const EMAIL_VERIFICATION_TEXTS = {
  codeTitle: 'Solo falta una comprobación más!',
  codeText: (email: string) => `Hemos enviado un código de verificación de 6 caracteres a ${email}. Ingrésalo para continuar.`,
  codeLabel: 'Código de verificación',
  verify: 'Verificar',
  resend: 'Reenviar código',
  resentTitle: '¡Echa un vistazo a tu bandeja de entrada!',
  resentText: (email: string) =>
    `Te enviamos un nuevo código de verificación a ${email}. Si no lo encuentras, revisa la carpeta de correo no deseado.`,
  enterCode: 'Ingresar código',
  verifiedTitle: '¡Verificación Exitosa!',
  verifiedText: 'Tu correo electrónico ha sido verificado.',
  continue: 'Continuar',
  rejected: 'El código de verificación no es válido.',
} as const;

export type EmailVerificationView = 'code' | 'resent' | 'verified';

export interface EmailVerificationDialogProps {
  open: boolean;
  email: string;
  /** Checks the code: resolves when it is approved, rejects with the message to show under the field. */
  onVerify: (code: string) => Promise<void>;
  /** Sends a new code. */
  onResend: () => Promise<void>;
  /** The user continues after the success view. */
  onVerified: () => void;
  onCancel: () => void;
  /** First view (stories and tests). */
  initialView?: EmailVerificationView;
}

interface CodeValues {
  code: string;
}

/** The e-mail check before an order is registered: enter the code, ask for a new one, success. */
export function EmailVerificationDialog(props: EmailVerificationDialogProps) {
  const { open, email, initialView = 'code' } = props;
  const [form] = Form.useForm<CodeValues>();
  const [view, setView] = useState<EmailVerificationView>(initialView);
  const [busy, setBusy] = useState(false);
  // "Verificar" waits for a whole code (storefront.md §5: 6 characters): nothing half typed reaches the server.
  const code: unknown = Form.useWatch('code', form);
  const complete = typeof code === 'string' && VALIDATION_CODE_PATTERN.test(code);

  useEffect(() => {
    if (open) setView(initialView);
  }, [open, initialView]);

  const verify = async ({ code }: CodeValues) => {
    setBusy(true);
    try {
      await props.onVerify(code.trim());
      setView('verified');
    } catch (error) {
      const message = error instanceof Error && error.message !== '' ? error.message : EMAIL_VERIFICATION_TEXTS.rejected;
      form.setFields([{ name: 'code', errors: [message] }]);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      await props.onResend();
      form.resetFields();
      setView('resent');
    } catch (error) {
      form.setFields([{ name: 'code', errors: [error instanceof Error ? error.message : String(error)] }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} footer={null} onCancel={props.onCancel} maskClosable={false} destroyOnHidden width={480}>
      {view === 'verified' ? (
        <Result
          status="success"
          title={EMAIL_VERIFICATION_TEXTS.verifiedTitle}
          subTitle={EMAIL_VERIFICATION_TEXTS.verifiedText}
          extra={
            <Button type="primary" onClick={props.onVerified}>
              {EMAIL_VERIFICATION_TEXTS.continue}
            </Button>
          }
        />
      ) : view === 'resent' ? (
        <Result
          icon={<MailOutlined />}
          title={EMAIL_VERIFICATION_TEXTS.resentTitle}
          subTitle={EMAIL_VERIFICATION_TEXTS.resentText(email)}
          extra={
            <Button type="primary" onClick={() => setView('code')}>
              {EMAIL_VERIFICATION_TEXTS.enterCode}
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={8} style={{ paddingTop: 8 }}>
          <Flex vertical align="center" gap={8}>
            <MailOutlined style={{ fontSize: 48 }} />
            <Typography.Title level={4} style={{ margin: 0, textAlign: 'center' }}>
              {EMAIL_VERIFICATION_TEXTS.codeTitle}
            </Typography.Title>
            <Typography.Paragraph style={{ textAlign: 'center' }}>{EMAIL_VERIFICATION_TEXTS.codeText(email)}</Typography.Paragraph>
          </Flex>
          <Form<CodeValues> form={form} layout="vertical" requiredMark={false} onFinish={verify} disabled={busy}>
            <Form.Item
              name="code"
              label={EMAIL_VERIFICATION_TEXTS.codeLabel}
              normalize={(typed: unknown) => (typeof typed === 'string' ? typed.replace(/\s/g, '') : typed)}
              rules={toAntdRules(validationCodeField, { required: true })}
            >
              <Input maxLength={validationCodeField.maxLength} inputMode="numeric" autoComplete="one-time-code" autoFocus />
            </Form.Item>
            <Flex justify="space-between" align="center">
              <Button type="link" onClick={() => void resend()} style={{ paddingInline: 0 }}>
                {EMAIL_VERIFICATION_TEXTS.resend}
              </Button>
              <Button type="primary" htmlType="submit" loading={busy} disabled={!complete}>
                {EMAIL_VERIFICATION_TEXTS.verify}
              </Button>
            </Flex>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
