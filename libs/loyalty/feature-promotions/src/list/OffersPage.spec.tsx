import { type ReactNode, useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { type FakeRoute, failure, idempotencyKeyOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { imagePlaceholder } from '@nfx/ui';
import { accountInfo, offer, offers, promotionSummary } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { OffersPage } from './OffersPage';

jest.setTimeout(30_000);

const SUMMARIES = '/api/campaigns/getpromotionsummaries';

interface SetUpOptions {
  items?: typeof offers;
  take?: () => Response;
  summaries?: FakeRoute;
  locale?: string;
}

function setUp(uid: number, { items = offers, take = () => ok({ offer_id: 1, bonus: null }), summaries, locale }: SetUpOptions = {}) {
  const api = installFakeApi(
    {
      '/api/account/getInfo': () => ok(accountInfo(uid)),
      '/api/campaigns/getoffers': () => ok({ items, total: items.length }),
      [SUMMARIES]: summaries ?? (() => ok({ items: [] })),
      '/api/campaigns/takepromotions': take,
    },
    { locale },
  );
  return { ...api, user: userEvent.setup() };
}

/** The page in another locale, as the shell mounts it on `/de/…`: the remote's texts fall back to English here. */
function InLocale({ locale, children }: { locale: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const [localized] = useState(() => i18n.cloneInstance({ lng: locale }));
  return <I18nextProvider i18n={localized}>{children}</I18nextProvider>;
}

/** A promise the test settles, to hold an answer back. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const card = async (title: string) => (await screen.findByRole('link', { name: title })).closest('article')!;

describe('promotions list', () => {
  it('shows a card per offer with its terms and a link to its page under the section', async () => {
    setUp(7);
    renderWithProviders(<OffersPage section="promotions" />, { route: '/promotions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const welcome = await card('Welcome bonus');
    expect(within(welcome).getByRole('link', { name: 'Welcome bonus' })).toHaveAttribute('href', '/promotions/1');
    expect(welcome).toHaveTextContent('100% of your first deposit, up to 200.');
    expect(welcome).toHaveTextContent('100% of your deposit');
    expect(welcome).toHaveTextContent('€200');
    expect(within(await card('Reload bonus')).getByRole('link')).toHaveAttribute('href', '/promotions/2');
  });

  it("loads the first row's pictures at once and the rest only when scrolled to", async () => {
    const picture = (id: number) => `/static/offers/${id}.svg`;
    const items = [1, 2, 3, 4].map((id) => offer({ id, description: { title: `Offer ${id}`, text: 'Terms apply.', image: picture(id) } }));
    setUp(7, { items });
    renderWithProviders(<OffersPage section="promotions" />, { route: '/promotions' });
    const loading = async (id: number) => within(await card(`Offer ${id}`)).getByRole('presentation');
    for (const id of [1, 2, 3]) expect(await loading(id)).toHaveAttribute('loading', 'eager');
    expect(await loading(1)).toHaveAttribute('src', picture(1));
    expect(await loading(4)).toHaveAttribute('loading', 'lazy');
  });

  it('a card whose picture fails keeps its box with a placeholder, its loading as it was, and logs the address once (spec §8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const items = [offer({ description: { title: 'Broken picture', text: 'Terms apply.', image: '/static/offers/gone.svg' } })];
      setUp(7, { items });
      renderWithProviders(<OffersPage section="promotions" />, { route: '/promotions' });
      const image = within(await card('Broken picture')).getByRole('presentation');
      expect(image).toHaveAttribute('src', '/static/offers/gone.svg');

      fireEvent.error(image);
      expect(within(await card('Broken picture')).getByRole('presentation')).toBe(image);
      expect(image).toHaveAttribute('src', imagePlaceholder(640, 360));
      expect(image).toHaveAttribute('data-image-placeholder');
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('alt', '');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('[ui] an image failed to load, a fallback shows instead: /static/offers/gone.svg');
    } finally {
      warn.mockRestore();
    }
  });

  it("shows each card in the words operators wrote for the page's locale, asking once for the whole list", async () => {
    const { callsTo } = setUp(0, {
      locale: 'de',
      summaries: () =>
        ok({
          items: [
            promotionSummary(),
            promotionSummary({
              id: 2,
              title: 'Reload-Bonus: 25 % auf jede Einzahlung',
              summary: 'Jede Einzahlung ab 10 bringt 25 % extra.',
            }),
            // A page of a campaign that is not live shows nowhere.
            promotionSummary({ id: 9, title: 'Sommer-Turnier' }),
          ],
        }),
    });
    renderWithProviders(
      <InLocale locale="de">
        <OffersPage section="offers" />
      </InLocale>,
      { route: '/offers' },
    );
    const welcome = await card('Willkommensbonus: 100 % bis 200');
    expect(within(welcome).getByRole('link')).toHaveAttribute('href', '/de/offers/1');
    expect(within(welcome).getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    expect(welcome).toHaveTextContent('Verdoppeln Sie Ihre erste Einzahlung: Wir legen 100 % drauf, bis zu 200 Bonusgeld.');
    expect(within(welcome).getByRole('img', { name: 'Goldmünzen auf violettem Grund' })).toHaveAttribute(
      'src',
      '/static/banners/1.svg?size=735x240',
    );
    // The campaign's own figures stay beside the operator's words.
    expect(welcome).toHaveTextContent('€200');
    const reload = await card('Reload-Bonus: 25 % auf jede Einzahlung');
    expect(reload).toHaveTextContent('Jede Einzahlung ab 10 bringt 25 % extra.');
    expect(screen.queryByText(/Welcome bonus|Reload bonus|Sommer-Turnier/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const requests = callsTo(SUMMARIES);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.searchParams.get('locale')).toBe('de');
    expect(callsTo('/api/campaigns/getpromotioncontent')).toHaveLength(0);
  });

  it("marks a card shown in the default locale's words with that language, and shows the campaign's own where none is written", async () => {
    setUp(0, {
      locale: 'de',
      summaries: () => ok({ items: [promotionSummary({ locale: 'en', title: 'Welcome bonus: 100% up to 200', summary: '', image: '' })] }),
    });
    renderWithProviders(
      <InLocale locale="de">
        <OffersPage section="promotions" />
      </InLocale>,
      { route: '/promotions' },
    );
    const welcome = await card('Welcome bonus: 100% up to 200');
    expect(within(welcome).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    // An empty summary or picture falls back to the campaign's own, which is decorative.
    expect(welcome).toHaveTextContent('100% of your first deposit, up to 200.');
    expect(welcome.querySelector('img')).toHaveAttribute('src', '/static/offers/welcome.svg');
    expect(welcome.querySelector('img')).toHaveAttribute('alt', '');
    const reload = await card('Reload bonus');
    expect(within(reload).getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    expect(reload).toHaveTextContent('25% on every deposit, up to 50.');
  });

  it("keeps the skeletons until the cards' words are in, so no card changes once drawn", async () => {
    const held = deferred<Response>();
    const { callsTo } = setUp(0, { summaries: () => held.promise });
    renderWithProviders(<OffersPage section="promotions" />, { route: '/promotions' });
    await waitFor(() => expect(callsTo('/api/campaigns/getoffers')).toHaveLength(1));
    expect(callsTo(SUMMARIES)).toHaveLength(1);
    // The offers are in, but their cards would show the campaigns' own words: the skeletons stay.
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.getByRole('status', { name: 'Loading offers…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    held.resolve(ok({ items: [promotionSummary({ locale: 'en', title: 'Welcome bonus: 100% up to 200' })] }));
    expect(await card('Welcome bonus: 100% up to 200')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading offers…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Welcome bonus' })).not.toBeInTheDocument();
  });

  it("says a failed load of the cards' words and shows the cards after a retry", async () => {
    let broken = true;
    const { user, callsTo } = setUp(7, {
      summaries: () =>
        broken ? failure('InternalServerError', 500) : ok({ items: [promotionSummary({ locale: 'en', title: 'Welcome!' })] }),
    });
    renderWithProviders(<OffersPage section="promotions" />, { route: '/promotions' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const asked = { summaries: callsTo(SUMMARIES).length, offers: callsTo('/api/campaigns/getoffers').length };
    broken = false;
    await user.click(retry);
    expect(await card('Welcome!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The retry asks again for what failed, once, and not for the offers it already has.
    expect(callsTo(SUMMARIES)).toHaveLength(asked.summaries + 1);
    expect(callsTo('/api/campaigns/getoffers')).toHaveLength(asked.offers);
  });

  it('takes the offer once with an Idempotency-Key and opens the deposit form with it chosen', async () => {
    const { user, callsTo } = setUp(7);
    renderWithProviders(<OffersPage section="offers" />, { route: '/offers' });
    await user.click(within(await card('Reload bonus')).getByRole('button', { name: 'Take the offer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cashier/deposit?offer_id=2'));
    const calls = callsTo('/api/campaigns/takepromotions');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ offer_id: '2' });
    expect(idempotencyKeyOf(calls[0]!.init)).toEqual(expect.any(String));
  });

  it('asks a visitor to sign in instead of calling the API', async () => {
    const { user, callsTo } = setUp(0);
    renderWithProviders(<OffersPage section="offers" />, { route: '/offers' });
    await user.click(within(await card('Welcome bonus')).getByRole('button', { name: 'Take the offer' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offers?show_popup_auth=1'));
    expect(callsTo('/api/campaigns/takepromotions')).toHaveLength(0);
  });

  it('says why an offer cannot be taken: not eligible, or refused by the API', async () => {
    const { user } = setUp(7, {
      items: [offer({ user_satisfies_params: false }), offers[1]!],
      take: () => failure('InvalidRequest', 400, { code: 'offer_already_taken' }),
    });
    renderWithProviders(<OffersPage section="offers" />, { route: '/offers' });
    const welcome = await card('Welcome bonus');
    expect(within(welcome).queryByRole('button')).toBeNull();
    expect(welcome).toHaveTextContent('This offer is not available on your account any more.');
    await user.click(within(await card('Reload bonus')).getByRole('button', { name: 'Take the offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already taken this offer.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/offers$/);
  });
});
