import { documentNumberField } from './document-number.rules';
import { emailField } from './email.rules';
import { toAntdRules, type AntdRule } from './antd-rules';
import { termsField } from './terms.rules';
import { validationCodeField } from './validation-code.rules';
import { MESSAGES } from './messages';

async function messageOf(rule: AntdRule, value: unknown): Promise<string | null> {
  try {
    await rule.validator?.({}, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('toAntdRules', () => {
  it('adds a required rule with "Campo obligatorio" when asked', () => {
    const [required, validator] = toAntdRules(emailField, { required: true });
    expect(required).toEqual({ required: true, whitespace: true, message: 'Campo obligatorio' });
    expect(validator.validator).toBeInstanceOf(Function);
  });

  it('uses the field or the given required message', () => {
    expect(toAntdRules(validationCodeField, { required: true })[0].message).toBe('Ingresa el código de validación');
    expect(toAntdRules(emailField, { required: true, requiredMessage: MESSAGES.terms })[0].message).toBe(MESSAGES.terms);
  });

  it('leaves out the required rule for an optional field', () => {
    const rules = toAntdRules(emailField);
    expect(rules).toHaveLength(1);
    expect(rules[0].required).toBeUndefined();
  });

  it('rejects with the rule message and resolves when valid', async () => {
    const [validator] = toAntdRules(emailField, { context: () => ({ blockedDomains: ['yopmail.com'] }) });
    expect(await messageOf(validator, 'ana@gmail.com')).toBeNull();
    expect(await messageOf(validator, 'ab@gmail.com')).toBe(MESSAGES.email);
    expect(await messageOf(validator, 'ana@yopmail.com')).toBe(MESSAGES.emailDomainBlocked);
  });

  it('reads the context at validation time', async () => {
    let form = { documentTypeId: 1 as number, personType: 'N' };
    const [validator] = toAntdRules(documentNumberField, { context: () => form });
    expect(await messageOf(validator, 'AB12345')).toBe(MESSAGES.documentNumberOther);
    form = { documentTypeId: 6, personType: 'N' };
    expect(await messageOf(validator, 'AB12345')).toBeNull();
  });

  it('rejects an unticked terms checkbox', async () => {
    const [validator] = toAntdRules(termsField);
    expect(await messageOf(validator, false)).toBe(MESSAGES.terms);
    expect(await messageOf(validator, true)).toBeNull();
  });
});
