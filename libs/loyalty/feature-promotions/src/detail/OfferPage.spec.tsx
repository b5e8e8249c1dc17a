import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoute, failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { imagePlaceholder } from '@nfx/ui';
import { accountInfo, offers, promotionContent } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { OfferPage } from './OfferPage';

jest.setTimeout(30_000);

function setUp(uid: number, content: FakeRoute = () => ok(null)) {
  const api = installFakeApi({
    '/api/account/getInfo': () => ok(accountInfo(uid)),
    '/api/campaigns/getoffers': () => ok({ items: offers, total: offers.length }),
    '/api/campaigns/getpromotioncontent': content,
    '/api/campaigns/takepromotions': () => ok({ offer_id: 1, bonus: null }),
  });
  return { ...api, user: userEvent.setup() };
}

describe('promotion page', () => {
  it("shows the campaign's own text and terms when no page is written, and takes it to the deposit form", async () => {
    const { user, callsTo } = setUp(7);
    renderWithProviders(<OfferPage section="promotions" />, { route: '/promotions/1', path: '/promotions/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.getByText('100% of your first deposit, up to 200.')).toBeInTheDocument();
    expect(screen.getByText('Minimum deposit')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Terms and conditions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all promotions' })).toHaveAttribute('href', '/promotions');
    await user.click(screen.getByRole('button', { name: 'Take the offer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cashier/deposit?offer_id=1'));
    expect(callsTo('/api/campaigns/takepromotions')).toHaveLength(1);
  });

  it("shows the operator's page: title, summary, body, picture and terms, beside the campaign's figures", async () => {
    const { callsTo } = setUp(7, () => ok(promotionContent()));
    renderWithProviders(<OfferPage section="offers" />, { route: '/offers/1', path: '/offers/:id' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Welcome bonus: 100% up to 200' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.getByText('Double your first deposit: we match it 100%, up to 200 in bonus money.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Double your first deposit' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gold coins on a purple background' })).toHaveAttribute(
      'src',
      '/static/banners/1.svg?size=735x240',
    );
    const terms = screen.getByRole('region', { name: 'Terms and conditions' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wager the bonus 35 times within 30 days.', 'The largest stake while wagering is 5.']);
    expect(screen.getByText('Minimum deposit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take the offer' })).toBeInTheDocument();
    expect(callsTo('/api/campaigns/getpromotioncontent')[0]?.url.searchParams.get('id')).toBe('1');
  });

  it("marks a page shown in the default locale's words with that language", async () => {
    setUp(0, () => ok(promotionContent({ locale: 'de', title: 'Willkommensbonus', summary: '', image: '' })));
    renderWithProviders(<OfferPage section="promotions" />, { route: '/promotions/1', path: '/promotions/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommensbonus' })).toHaveAttribute('lang', 'de');
    // An empty summary or picture falls back to the campaign's own.
    expect(screen.getByText('100% of your first deposit, up to 200.')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', '/static/offers/welcome.svg');
  });

  it("falls back from the operator's picture to the campaign's own, then to a placeholder of the same box, logging each once (spec §8)", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      setUp(7, () => ok(promotionContent({ image: '/cms/promo-page-gone.png' })));
      renderWithProviders(<OfferPage section="promotions" />, { route: '/promotions/1', path: '/promotions/:id' });
      const image = await screen.findByRole('img', { name: 'Gold coins on a purple background' });
      expect(image).toHaveAttribute('src', '/cms/promo-page-gone.png');
      const className = image.className;

      fireEvent.error(image);
      expect(image).toHaveAttribute('src', '/static/offers/welcome.svg');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('[ui] an image failed to load, a fallback shows instead: /cms/promo-page-gone.png');

      fireEvent.error(image);
      expect(screen.getByRole('img', { name: 'Gold coins on a purple background' })).toBe(image);
      expect(image).toHaveAttribute('src', imagePlaceholder(640, 360));
      expect(image).toHaveAttribute('data-image-placeholder');
      expect(image.className).toBe(className);
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn).toHaveBeenLastCalledWith('[ui] an image failed to load, a fallback shows instead: /static/offers/welcome.svg');
    } finally {
      warn.mockRestore();
    }
  });

  it('says a failed page load and shows it after a retry', async () => {
    let broken = true;
    const { user } = setUp(7, () => (broken ? failure('InternalServerError', 500) : ok(promotionContent())));
    renderWithProviders(<OfferPage section="promotions" />, { route: '/promotions/1', path: '/promotions/:id' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('button', { name: 'Take the offer' })).not.toBeInTheDocument();
    broken = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus: 100% up to 200' })).toBeInTheDocument();
  });

  it('is not found for an id no live offer has, and asks for no page for a malformed one', async () => {
    const { callsTo } = setUp(0);
    renderWithProviders(<OfferPage section="offers" />, { route: '/offers/abc', path: '/offers/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(callsTo('/api/campaigns/getpromotioncontent')).toHaveLength(0);
  });
});
