import { notify } from '@lic/web-ui';
import { isBusinessRule } from '../../../features/catalogue/api/api-failure';
import { CATALOGUE_TEXT } from '../../../features/catalogue/catalogue.messages';

/**
 * Runs a confirmed state change: its success notice and a reload, or the §8 failure: a 422 shows the
 * server's message (as an error or a warning, depending on the table), anything else "Error de servidor".
 */
export async function changeState(options: {
  run: () => Promise<void>;
  success: string;
  businessRuleAs: 'error' | 'warning';
  reload: () => Promise<void>;
}): Promise<void> {
  try {
    await options.run();
    notify.success(options.success);
    await options.reload();
  } catch (error) {
    if (isBusinessRule(error)) notify[options.businessRuleAs](error.statusMessage);
    else notify.error(CATALOGUE_TEXT.serverError);
  }
}
