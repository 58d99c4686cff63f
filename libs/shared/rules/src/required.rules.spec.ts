import { MESSAGES } from './messages';
import { requiredRule } from './required.rules';

describe('requiredRule', () => {
  it.each([undefined, null, '', '   ', []])('rejects %p with "Campo obligatorio"', (value) => {
    expect(requiredRule(value)).toBe('Campo obligatorio');
  });

  it.each(['a', 0, false, [1]])('accepts %p', (value) => {
    expect(requiredRule(value)).toBeNull();
  });

  it('uses the given message when asked', () => {
    expect(requiredRule('', { message: MESSAGES.terms })).toBe(MESSAGES.terms);
  });
});
