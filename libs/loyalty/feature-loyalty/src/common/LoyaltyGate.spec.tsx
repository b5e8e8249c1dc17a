import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@nfx/api-client/testing';
import { renderWithProviders } from '../testing/render';
import { LoyaltyGate } from './LoyaltyGate';

jest.setTimeout(30_000);

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderGate(config: Promise<Response> | Response) {
  installFakeApi({ '/nfx/cms-config/en': () => config });
  const { container } = renderWithProviders(
    <LoyaltyGate>
      <p>Loyalty programme</p>
    </LoyaltyGate>,
    { route: '/loyalty' },
  );
  const notFound = () => container.querySelector('[data-page="not-found"]');
  return { notFound };
}

describe('LoyaltyGate (§3 isEnableLoyalty)', () => {
  it.each([
    ['on', { loyalty: { isEnableLoyalty: true } }],
    ['not configured (on by default)', {}],
  ])('shows the loyalty pages when loyalty is %s', async (_case, config) => {
    const { notFound } = renderGate(json(config));
    expect(await screen.findByText('Loyalty programme')).toBeInTheDocument();
    expect(notFound()).toBeNull();
  });

  it('answers not found, and hides the pages, when loyalty is off', async () => {
    const { notFound } = renderGate(json({ loyalty: { isEnableLoyalty: false, isEnableCharacters: true } }));
    await waitFor(() => expect(notFound()).not.toBeNull());
    expect(screen.queryByText('Loyalty programme')).not.toBeInTheDocument();
  });

  it('shows neither while the configuration loads, so a switched-off programme never flashes', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { notFound } = renderGate(new Promise<Response>((resolve) => (answer = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Loyalty programme')).not.toBeInTheDocument();
    expect(notFound()).toBeNull();
    answer(json({ loyalty: { isEnableLoyalty: false } }));
    await waitFor(() => expect(notFound()).not.toBeNull());
    expect(screen.queryByText('Loyalty programme')).not.toBeInTheDocument();
  });
});
