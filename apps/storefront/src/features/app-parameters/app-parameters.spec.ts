import { DEFAULT_APP_PARAMETERS, readAppParameters } from './app-parameters';

describe('readAppParameters', () => {
  it('reads each known parameter of its declared type over the defaults', () => {
    const parameters = readAppParameters([
      { parameterCode: 'urlLandingPage', parameterValue: '{"type":"string","value":"/landing"}' },
      { parameterCode: 'paymentCashApply', parameterValue: '{"type":"boolean","value":false}' },
      { parameterCode: 'userActivateTokenTime', parameterValue: '{"type":"number","value":48}' },
    ]);
    expect(parameters.urlLandingPage).toBe('/landing');
    expect(parameters.paymentCashApply).toBe(false);
    expect(parameters.userActivateTokenTime).toBe(48);
    expect(parameters.promotionCodeApply).toBe(DEFAULT_APP_PARAMETERS.promotionCodeApply);
  });

  it('skips a value of the wrong type, broken JSON and unknown codes', () => {
    const parameters = readAppParameters([
      { parameterCode: 'paymentCashApply', parameterValue: '{"type":"boolean","value":"no"}' },
      { parameterCode: 'urlLandingPage', parameterValue: '{not json' },
      { parameterCode: 'somethingElse', parameterValue: '{"type":"string","value":"x"}' },
    ]);
    expect(parameters).toEqual(DEFAULT_APP_PARAMETERS);
  });
});
