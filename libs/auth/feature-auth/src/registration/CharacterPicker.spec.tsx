import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthPopup } from '../AuthPopup';
import { failure, fakeResponse, installFakeApi, ok } from '@nfx/api-client/testing';
import { imagePlaceholder } from '@nfx/ui';
import { cmsConfig, configRoutes, player, withProviders } from '../test-support';

const characters = [
  { id: 11, sysname: 'captain', name: 'Captain Ace', image: '/static/characters/11.svg' },
  { id: 12, sysname: 'sorceress', name: 'Ruby the Sorceress', image: '/static/characters/12.svg' },
  { id: 13, sysname: 'knight', name: 'Sir Lucky', image: '/static/characters/13.svg' },
];

const withCharacterSelect = (isActive: boolean) => ({
  ...cmsConfig,
  auth: { ...cmsConfig.auth, registration: { ...cmsConfig.auth.registration, showCharacterSelect: { isActive, defaultValue: false } } },
});

function renderRegistration(isActive: boolean, routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    ...configRoutes,
    '/nfx/cms-config/en': () => fakeResponse(withCharacterSelect(isActive)),
    '/api/loyalty/getcharacters': () => ok({ items: characters, offset: 0, limit: 50, total: characters.length }),
    '/api/auth/register': () => ok(player()),
    ...routes,
  });
  render(withProviders(<AuthPopup initialMode="registration" onClose={jest.fn()} />, '/'));
  return { ...api, user: userEvent.setup() };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
  await user.type(await screen.findByLabelText('First name'), 'Anna');
  await user.selectOptions(screen.getByLabelText('Region'), 'CA');
  await user.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
}

beforeEach(() => localStorage.clear());

describe('character picker', () => {
  it('is a labelled radio group of the loyalty characters, chosen with the keyboard, and sends character_id', async () => {
    const { user, callsTo } = renderRegistration(true);
    const group = await screen.findByRole('group', { name: 'Choose your character' });
    const radios = await within(group).findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['11', '12', '13']);
    expect(within(group).getByRole('radio', { name: 'Ruby the Sorceress' })).not.toBeChecked();
    expect(group).toHaveAccessibleDescription(/change it later/);

    await fillValidForm(user);
    // Keyboard only: space chooses the focused character, arrows move the choice along the group.
    within(group).getByRole('radio', { name: 'Captain Ace' }).focus();
    await user.keyboard(' ');
    expect(within(group).getByRole('radio', { name: 'Captain Ace' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Ruby the Sorceress' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Ruby the Sorceress' })).toHaveFocus();
    expect(within(group).getByRole('radio', { name: 'Captain Ace' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(callsTo('/api/auth/register')).toHaveLength(1));
    expect(callsTo('/api/auth/register')[0]?.body).toMatchObject({ email: 'new@example.com', character_id: '12' });
  });

  it('leaves character_id out when no character was chosen', async () => {
    const { user, callsTo } = renderRegistration(true);
    await screen.findAllByRole('radio', { name: /Captain Ace|Ruby|Sir Lucky/ });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(callsTo('/api/auth/register')).toHaveLength(1));
    expect(callsTo('/api/auth/register')[0]?.body).not.toHaveProperty('character_id');
  });

  it('puts a server refusal of the character on the group', async () => {
    const { user } = renderRegistration(true, {
      '/api/auth/register': () => failure('InvalidParameter', 400, { invalid_parameters: { character_id: ['validation.oneOf'] } }),
    });
    const group = await screen.findByRole('group', { name: 'Choose your character' });
    await fillValidForm(user);
    await user.click(await within(group).findByRole('radio', { name: 'Sir Lucky' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent('Choose one of the offered values');
    expect(group).toHaveAccessibleDescription(/Choose one of the offered values/);
  });

  it('says so when the characters cannot be loaded, and retries', async () => {
    let fail = true;
    renderRegistration(true, {
      '/api/loyalty/getcharacters': () =>
        fail ? failure('InternalServerError', 500) : ok({ items: characters, offset: 0, limit: 50, total: 3 }),
    });
    const group = await screen.findByRole('group', { name: 'Choose your character' });
    expect(await within(group).findByRole('alert')).toHaveTextContent('The characters could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Try again' }));
    expect(await within(group).findAllByRole('radio')).toHaveLength(3);
  });

  it('keeps a portrait that fails to load in its box with a placeholder, and logs its address once (spec §8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const listed = characters.map((character) =>
        character.id === 12 ? { ...character, image: '/cms/characters/ruby-gone.png' } : character,
      );
      renderRegistration(true, { '/api/loyalty/getcharacters': () => ok({ items: listed, offset: 0, limit: 50, total: listed.length }) });
      const group = await screen.findByRole('group', { name: 'Choose your character' });
      const portrait = (await within(group).findByRole('radio', { name: 'Ruby the Sorceress' })).closest('label')!.querySelector('img')!;
      expect(portrait).toHaveAttribute('src', '/cms/characters/ruby-gone.png');

      fireEvent.error(portrait);
      expect(portrait).toHaveAttribute('src', imagePlaceholder(64, 64));
      expect(portrait).toHaveAttribute('data-image-placeholder');
      expect(portrait).toHaveAttribute('loading', 'lazy');
      expect(portrait).toHaveAttribute('alt', '');
      expect(within(group).getByRole('radio', { name: 'Ruby the Sorceress' })).toBeInTheDocument();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('[ui] an image failed to load, a fallback shows instead: /cms/characters/ruby-gone.png');
    } finally {
      warn.mockRestore();
    }
  });

  it('is absent, and asks for no characters, while the flag is off', async () => {
    const { callsTo } = renderRegistration(false);
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('group', { name: 'Choose your character' })).not.toBeInTheDocument();
    expect(callsTo('/api/loyalty/getcharacters')).toHaveLength(0);
  });
});
