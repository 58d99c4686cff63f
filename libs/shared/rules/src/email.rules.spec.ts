import { emailRule, isBlockedEmailDomain } from './email.rules';

const EMAIL_MESSAGE = 'Debe ingresar una dirección de correo válida, mínimo 10 caracteres';
const BLOCKED_MESSAGE = 'El dominio de correo ingresado no es permitido.';

describe('emailRule', () => {
  it.each(['ana@gmail.com', 'ana.perez+compras@empresa.com.co', 'a_b-c@sub.dominio.co', 'abc@xyz.co', 'ANA@GMAIL.COM', undefined, ''])(
    'accepts %p',
    (value) => {
      expect(emailRule(value)).toBeNull();
    },
  );

  it.each([
    'ab@gmail.com', // local part shorter than 3
    'ana@ab.co', // domain shorter than 3
    'ana@gmail.c', // top-level domain shorter than 2
    'ana@gmail', // no top-level domain
    'ana gomez@gmail.com', // space
    'ana@@gmail.com',
    'ana@gm_ail.com',
    'ana@gmail..com',
    'ana@.gmail.com',
    'ñandu@gmail.com',
    'ana@gmail.c0m',
    12345,
  ])('rejects %p', (value) => {
    expect(emailRule(value)).toBe(EMAIL_MESSAGE);
  });

  it('allows 100 characters and no more', () => {
    const local = 'a'.repeat(90);
    expect(emailRule(`${local}@gmail.com`)).toBeNull();
    expect(emailRule(`${local}a@gmail.com`)).toBe('Máximo 100 caracteres.');
  });

  it('rejects a blocked domain, its subdomains, ignoring case and a leading @ in the list', () => {
    const context = { blockedDomains: ['@yopmail.com', 'Mailinator.com'] };
    expect(emailRule('ana@yopmail.com', context)).toBe(BLOCKED_MESSAGE);
    expect(emailRule('ana@MAILINATOR.com', context)).toBe(BLOCKED_MESSAGE);
    expect(emailRule('ana@eu.mailinator.com', context)).toBe(BLOCKED_MESSAGE);
    expect(emailRule('ana@notmailinator.com', context)).toBeNull();
    expect(emailRule('ana@gmail.com', context)).toBeNull();
  });

  it('checks the pattern before the blocked list', () => {
    expect(emailRule('ab@yopmail.com', { blockedDomains: ['yopmail.com'] })).toBe(EMAIL_MESSAGE);
  });

  it('ignores blank entries of the blocked list', () => {
    expect(isBlockedEmailDomain('ana@gmail.com', ['', '  '])).toBe(false);
  });
});
