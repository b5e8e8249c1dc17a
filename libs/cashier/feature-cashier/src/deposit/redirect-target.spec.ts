import { redirectTarget } from './redirect-target';

const origin = 'https://casino.test';

describe('where a started deposit sends the player', () => {
  it.each([
    ['/cashier/paypending/31', { internal: '/cashier/paypending/31' }],
    ['https://casino.test/cashier/paysuccess/31?x=1', { internal: '/cashier/paysuccess/31?x=1' }],
    // The demo provider's page is on this server but not a page of the app.
    ['/demo/payments/pay_0123456789abcdef01234567', { external: 'https://casino.test/demo/payments/pay_0123456789abcdef01234567' }],
    ['https://pay.example.test/hosted/31', { external: 'https://pay.example.test/hosted/31' }],
    ['https://evil.test/cashier/paysuccess/31', { external: 'https://evil.test/cashier/paysuccess/31' }],
  ])('%s', (redirectUrl, expected) => {
    expect(redirectTarget(redirectUrl, origin)).toEqual(expected);
  });
});
