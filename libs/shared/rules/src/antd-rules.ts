import type { FieldDefinition } from './field-rule';
import { MESSAGES } from './messages';

/**
 * The subset of antd's Form rule object that these rules produce. Plain objects, so this library does
 * not depend on antd while the web apps can pass them straight to Form.Item's `rules`.
 */
export interface AntdRule {
  readonly required?: boolean;
  readonly whitespace?: boolean;
  readonly message?: string;
  readonly pattern?: RegExp;
  readonly max?: number;
  readonly min?: number;
  readonly validator?: (rule: unknown, value: unknown) => Promise<void>;
}

export interface AntdRuleOptions<C> {
  readonly required?: boolean;
  /** Overrides the field's required message, e.g. MESSAGES.validationCodeRequired for the e-mail code. */
  readonly requiredMessage?: string;
  /** Read at validation time, so that a rule can depend on other fields of the form. */
  readonly context?: () => C | undefined;
}

export function toAntdRules<C>(field: FieldDefinition<C>, options: AntdRuleOptions<C> = {}): AntdRule[] {
  const rules: AntdRule[] = [];
  if (options.required) {
    rules.push({
      required: true,
      whitespace: true,
      message: options.requiredMessage ?? field.requiredMessage ?? MESSAGES.required,
    });
  }
  rules.push({
    validator: (_rule, value) => {
      const message = field.rule(value, options.context?.());
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });
  return rules;
}
