import { jest } from '@jest/globals';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MESSAGES } from '@lic/shared-rules';
import { BrandProvider } from '../brand/brand-provider';
import { brands } from '../brand/brands';
import { AntdTestStyles, ignorePseudoElementStyles } from '../testing/antd-test-styles';
import { EMAIL_VERIFICATION_TEXTS, EmailVerificationDialog, type EmailVerificationDialogProps } from './email-verification-dialog';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

function renderDialog(props: Partial<EmailVerificationDialogProps> = {}) {
  const handlers = {
    onVerify: jest.fn<(code: string) => Promise<void>>(async () => undefined),
    onResend: jest.fn<() => Promise<void>>(async () => undefined),
    onVerified: jest.fn(),
    onCancel: jest.fn(),
  };
  render(
    <AntdTestStyles>
      <BrandProvider brand={brands.colfactura}>
        <EmailVerificationDialog open email="ana.perez@example.com" {...handlers} {...props} />
      </BrandProvider>
    </AntdTestStyles>,
  );
  return { ...handlers, ...props };
}

async function enterCode(code: string) {
  const input = screen.getByLabelText(EMAIL_VERIFICATION_TEXTS.codeLabel);
  await user.clear(input);
  await user.click(input);
  await user.paste(code);
  await user.click(screen.getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.verify }));
}

describe('EmailVerificationDialog', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => jest.restoreAllMocks());

  it('verifies the code and continues from the success view', async () => {
    const { onVerify, onVerified } = renderDialog();
    expect(await screen.findByText(EMAIL_VERIFICATION_TEXTS.codeTitle)).toBeInTheDocument();
    expect(screen.getByText(/ana\.perez@example\.com/)).toBeInTheDocument();

    await enterCode('123456');

    expect(await screen.findByText(EMAIL_VERIFICATION_TEXTS.verifiedTitle)).toBeInTheDocument();
    expect(onVerify).toHaveBeenCalledWith('123456');
    await user.click(screen.getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.continue }));
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it('keeps "Verificar" disabled until the 6-digit code is complete', async () => {
    const { onVerify } = renderDialog();
    const verify = await screen.findByRole('button', { name: EMAIL_VERIFICATION_TEXTS.verify });
    expect(verify).toBeDisabled();
    const input = screen.getByLabelText(EMAIL_VERIFICATION_TEXTS.codeLabel);

    await user.click(input);
    await user.paste('12345');
    expect(verify).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onVerify).not.toHaveBeenCalled();

    await user.clear(input);
    await user.paste('12a456');
    expect(await screen.findByText(MESSAGES.validationCodePattern)).toBeInTheDocument();
    expect(verify).toBeDisabled();

    await user.clear(input);
    await user.paste('123456');
    await waitFor(() => expect(verify).toBeEnabled());
    await user.click(verify);
    await waitFor(() => expect(onVerify).toHaveBeenCalledWith('123456'));
  });

  it('shows the server message under the field when the code is rejected', async () => {
    renderDialog({
      onVerify: jest.fn<(code: string) => Promise<void>>(async () => {
        throw new Error('El código ingresado no es válido o ha expirado.');
      }),
    });
    await screen.findByText(EMAIL_VERIFICATION_TEXTS.codeTitle);

    await enterCode('654321');

    expect(await screen.findByText('El código ingresado no es válido o ha expirado.')).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_VERIFICATION_TEXTS.verifiedTitle)).toBeNull();
  });

  it('sends a new code, shows the inbox view and comes back to the code', async () => {
    const { onResend } = renderDialog();
    await user.click(await screen.findByRole('button', { name: EMAIL_VERIFICATION_TEXTS.resend }));

    expect(await screen.findByText(EMAIL_VERIFICATION_TEXTS.resentTitle)).toBeInTheDocument();
    expect(onResend).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.enterCode }));
    await waitFor(() => expect(screen.getByLabelText(EMAIL_VERIFICATION_TEXTS.codeLabel)).toBeInTheDocument());
  });
});
