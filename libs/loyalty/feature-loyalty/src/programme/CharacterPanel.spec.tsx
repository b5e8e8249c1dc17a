import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok } from '@nfx/api-client/testing';
import { imagePlaceholder } from '@nfx/ui';
import { characters, listedCharacters } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { CharacterPanel } from './CharacterPanel';

jest.setTimeout(30_000);

describe('character change', () => {
  it('asks for confirmation before changing, and Back changes nothing', async () => {
    const { callsTo } = installFakeApi({
      '/api/loyalty/getcharacters': () => ok({ items: listedCharacters, offset: 0, limit: 100, total: 3 }),
      '/api/loyalty/setcharacter': () => ok({ character: characters[1] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CharacterPanel character={characters[0]!} locale="en" />);
    expect(screen.getByTestId('loyalty-character-name')).toHaveTextContent('Captain Ace');
    await user.click(screen.getByRole('button', { name: 'Change character' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose your character' });
    await user.click(await within(picker).findByRole('radio', { name: 'Ruby the Sorceress' }));
    await user.click(within(picker).getByRole('button', { name: 'Choose' }));

    const confirm = await screen.findByRole('dialog', { name: 'Change your character?' });
    expect(confirm).toHaveTextContent('Ruby the Sorceress will be your new character.');
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(callsTo('/api/loyalty/setcharacter')).toHaveLength(0);

    await user.click(within(await screen.findByRole('dialog', { name: 'Choose your character' })).getByRole('button', { name: 'Choose' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change your character?' })).getByRole('button', { name: 'Yes, change it' }),
    );
    await screen.findByRole('button', { name: 'Change character' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/loyalty/setcharacter').map((call) => call.body)).toEqual([{ id: '2' }]);
  });

  it('lists a skin not yet bought as locked: it cannot be picked until unlocked in the shop', async () => {
    installFakeApi({
      '/api/loyalty/getcharacters': () => ok({ items: listedCharacters, offset: 0, limit: 100, total: 3 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CharacterPanel character={characters[0]!} locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Change character' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose your character' });
    const skin = await within(picker).findByRole('radio', { name: /Golden Captain Ace/ });
    expect(skin).toBeDisabled();
    expect(skin).toHaveAccessibleDescription('Unlock it in the loyalty shop');
    expect(within(picker).getByRole('button', { name: 'Choose' })).toBeDisabled();
  });

  it("a portrait that fails keeps its box with a placeholder; a skin's gives way to its character's; each logged once (spec §8)", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      installFakeApi({
        '/api/loyalty/getcharacters': () =>
          ok({
            items: listedCharacters.map((character) =>
              character.id === 9 ? { ...character, image: '/cms/characters/gold-gone.png' } : character,
            ),
            offset: 0,
            limit: 100,
            total: 3,
          }),
      });
      const user = userEvent.setup();
      const { container } = renderWithProviders(
        <CharacterPanel character={{ ...characters[0]!, image: '/cms/characters/ace-gone.png' }} locale="en" />,
      );
      const portrait = container.querySelector('img')!;
      expect(portrait).toHaveAttribute('src', '/cms/characters/ace-gone.png');
      fireEvent.error(portrait);
      expect(container.querySelector('img')).toBe(portrait);
      expect(portrait).toHaveAttribute('src', imagePlaceholder(96, 96));
      expect(portrait).toHaveAttribute('data-image-placeholder');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('[ui] an image failed to load, a fallback shows instead: /cms/characters/ace-gone.png');

      await user.click(screen.getByRole('button', { name: 'Change character' }));
      const picker = await screen.findByRole('dialog', { name: 'Choose your character' });
      const skinOption = (await within(picker).findByRole('radio', { name: /Golden Captain Ace/ })).closest('label')!;
      const skinPicture = skinOption.querySelector('img')!;
      fireEvent.error(skinPicture);
      expect(skinPicture).toHaveAttribute('src', '/static/characters/1.svg');
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn).toHaveBeenLastCalledWith('[ui] an image failed to load, a fallback shows instead: /cms/characters/gold-gone.png');
    } finally {
      warn.mockRestore();
    }
  });
});
