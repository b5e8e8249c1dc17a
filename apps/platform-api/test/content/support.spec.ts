import { createTestApp, form, type TestApp } from '../helpers/test-app';

describe('support calls', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60000);
  afterAll(() => testApp.close());

  const feedbackCount = async () =>
    Number(
      (
        await testApp.database.db
          .selectFrom('feedback_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const send = (fields: Record<string, string>, remoteAddress = '127.0.0.1') => {
    const { payload, headers } = form(fields);
    return testApp.app.inject({ method: 'POST', url: '/api/support/sendFeedback?locale=de', payload, headers, remoteAddress });
  };

  it('answers contacts, localised hours and the chat flag', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/support/getsettings?locale=pt-BR' });
    expect(response.json()).toEqual({
      status: 'ok',
      payload: { email: 'support@example.com', phone: '+1-800-555-0199', hours: 'Todos os dias, 24 horas', chat: false },
    });
  });

  it('reports the chat as on when a provider is chosen in the CMS', async () => {
    await testApp.database.db
      .updateTable('cms_sections')
      .set({ data: JSON.stringify({ chat: 'livechat', settings: {} }) })
      .where('section', '=', 'chat')
      .execute();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/support/getsettings?locale=en' });
    expect(response.json().payload.chat).toBe(true);
  });

  it('keeps line breaks of a multi-line message', async () => {
    await send({ name: 'Anna', email: 'anna@example.com', message: 'Line one\nLine two' }, '10.2.0.1');
    const row = await testApp.database.db.selectFrom('feedback_messages').select('message').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.message).toBe('Line one\nLine two');
  });

  it('stores a feedback message with its locale', async () => {
    const response = await send({ name: 'Anna Berg', email: 'anna@example.com', message: '  The game hall is great.  ' });
    expect(response.json()).toEqual({ status: 'ok', payload: 1 });
    const row = await testApp.database.db.selectFrom('feedback_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Anna Berg',
      email: 'anna@example.com',
      message: 'The game hall is great.',
      locale: 'de',
      account_id: null,
    });
  });

  it.each([
    [{ email: 'a@example.com', message: 'hi' }, 'name', 'validation.required'],
    [{ name: 'R2D2', email: 'a@example.com', message: 'hi' }, 'name', 'validation.name'],
    [{ name: 'Anna', email: 'not-an-email', message: 'hi' }, 'email', 'validation.email'],
    [{ name: 'Anna', email: 'a@example.com', message: '   ' }, 'message', 'validation.required'],
    [{ name: 'Anna', email: 'a@example.com', message: 'x'.repeat(1024 * 1024) }, 'message', 'validation.maxLength?max=5000'],
    [{ name: 'A'.repeat(101), email: 'a@example.com', message: 'hi' }, 'name', 'validation.maxLength?max=100'],
    [{ name: 'Anna', email: 'a@example.com', message: 'a\u0000b' }, 'message', 'validation.type'],
  ])('refuses %o: %s %s, and stores nothing', async (fields, field, key) => {
    const before = await feedbackCount();
    const response = await send(fields as Record<string, string>, '10.1.0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.invalid_parameters[field]).toContain(key);
    expect(await feedbackCount()).toBe(before);
  });

  it('limits how often one address can send feedback', async () => {
    const fields = { name: 'Flood', email: 'flood@example.com', message: 'again' };
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await send(fields, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const last = await send(fields, '10.9.9.9');
    expect(last.statusCode).toBe(429);
    expect(last.json().error.type).toBe('TooManyRequestsException');
  });
});
