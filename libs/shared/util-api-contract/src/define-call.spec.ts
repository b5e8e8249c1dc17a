import * as v from 'valibot';
import { actionsOf, callsOf, defineCall } from './define-call';
import { oneSchema } from './responses';

/**
 * True only when both types are the same (not merely assignable), so a widened literal
 * (`string` for `'betting'`, `CallAuth` for `'required'`) fails the type check of this file.
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function sameType<A, B>(verdict: Same<A, B>): Same<A, B> {
  return verdict;
}

const input = v.object({ id: v.number() });
const response = v.object({ ok: v.boolean() });
const bettingCall = callsOf('betting');

describe('callsOf', () => {
  it('declares a signed-in call with the same literal types and values as defineCall', () => {
    const viaArea = bettingCall('placebet', 'POST', { summary: 'Places a bet', input, response, auth: 'required', idempotencyKey: true });
    const declared = defineCall({
      area: 'betting',
      method: 'placebet',
      verb: 'POST',
      summary: 'Places a bet',
      input,
      response,
      auth: 'required',
      idempotencyKey: true,
    });

    expect(sameType<typeof viaArea, typeof declared>(true)).toBe(true);
    expect(sameType<typeof viaArea.area, 'betting'>(true)).toBe(true);
    expect(sameType<typeof viaArea.method, 'placebet'>(true)).toBe(true);
    expect(sameType<typeof viaArea.verb, 'POST'>(true)).toBe(true);
    expect(sameType<typeof viaArea.auth, 'required'>(true)).toBe(true);
    expect(sameType<typeof viaArea.input, typeof input>(true)).toBe(true);
    expect(viaArea).toEqual(declared);
    expect(Object.keys(viaArea)).toEqual(Object.keys(declared));
  });

  it('defaults a call without input or auth to no input, optional auth and no idempotency key, as defineCall does', () => {
    const viaArea = bettingCall('getsports', 'GET', { summary: 'Sports', response });
    const declared = defineCall({ area: 'betting', method: 'getsports', verb: 'GET', summary: 'Sports', response });

    expect(sameType<typeof viaArea, typeof declared>(true)).toBe(true);
    expect(sameType<typeof viaArea.input, undefined>(true)).toBe(true);
    expect(sameType<typeof viaArea.auth, 'optional'>(true)).toBe(true);
    expect(viaArea).toEqual(declared);
    expect(viaArea).toMatchObject({
      area: 'betting',
      method: 'getsports',
      verb: 'GET',
      input: undefined,
      auth: 'optional',
      idempotencyKey: false,
    });
  });
});

describe('actionsOf', () => {
  it('declares a POST answering 1 with the area’s auth, as the written-out declaration would', () => {
    const accountChange = actionsOf('account', 'required');
    const viaActions = accountChange('changelocale', { summary: 'Change the locale. Answers 1', input });
    const declared = defineCall({
      area: 'account',
      method: 'changelocale',
      verb: 'POST',
      summary: 'Change the locale. Answers 1',
      input,
      response: oneSchema,
      auth: 'required',
    });

    expect(sameType<typeof viaActions, typeof declared>(true)).toBe(true);
    expect(sameType<typeof viaActions.auth, 'required'>(true)).toBe(true);
    expect(viaActions).toEqual(declared);
    expect(Object.keys(viaActions)).toEqual(Object.keys(declared));
  });

  it('leaves input, auth and the idempotency key at the defaults a declaration without them gets', () => {
    const staffAction = actionsOf('staff');
    const viaActions = staffAction('signOut', { summary: 'Ends the session' });
    const declared = defineCall({ area: 'staff', method: 'signOut', verb: 'POST', summary: 'Ends the session', response: oneSchema });

    expect(sameType<typeof viaActions, typeof declared>(true)).toBe(true);
    expect(sameType<typeof viaActions.input, undefined>(true)).toBe(true);
    expect(sameType<typeof viaActions.auth, 'optional'>(true)).toBe(true);
    expect(viaActions).toEqual(declared);
    expect(Object.keys(viaActions)).toEqual(Object.keys(declared));
  });

  it('keeps an idempotency key where the order of a written-out declaration has it', () => {
    const staffAction = actionsOf('staff');
    const viaActions = staffAction('addNote', { summary: 'Adds a note', idempotencyKey: true, input });
    const declared = defineCall({
      area: 'staff',
      method: 'addNote',
      verb: 'POST',
      summary: 'Adds a note',
      idempotencyKey: true,
      input,
      response: oneSchema,
    });

    expect(sameType<typeof viaActions, typeof declared>(true)).toBe(true);
    expect(viaActions).toEqual(declared);
    expect(Object.keys(viaActions)).toEqual(Object.keys(declared));
  });
});
