import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { MainMenu } from './MainMenu';

/** Renders of the menu's links, counted where each one renders. */
let linkRenders = 0;

jest.mock('@nfx/app-runtime', () => {
  const actual = jest.requireActual('@nfx/app-runtime');
  const { forwardRef, createElement } = jest.requireActual('react');
  return {
    ...actual,
    LocalizedNavLink: forwardRef(function CountedNavLink(props: { to: string; children?: unknown }, ref: unknown) {
      linkRenders += 1;
      return createElement('a', { ref, href: props.to }, props.children);
    }),
  };
});
// A remote publishes one entry: the menu builds it from the registry on each render.
jest.mock('@nfx/shell-federation', () => ({
  remoteRegistry: () => ({ casino: { menu: [{ id: 'casino', path: '/casino', labels: { en: 'Casino' } }] } }),
}));

let renderMenuAgain: () => void = () => undefined;
function MenuWithParent() {
  const [, setTick] = useState(0);
  renderMenuAgain = () => setTick((tick) => tick + 1);
  return <MainMenu className="nav" linkClassName="link" />;
}

describe('MainMenu', () => {
  beforeEach(() => {
    linkRenders = 0;
    // The CMS configuration answers as the site server serves it.
    const config = { menus: { main: [{ id: 'promotions', label: 'Promotions', url: '/promotions' }] } };
    jest.spyOn(globalThis, 'fetch').mockResolvedValue({ ok: true, json: async () => config } as Response);
  });

  afterEach(() => jest.restoreAllMocks());

  it('does not render its links again when it renders again with the same entries', async () => {
    renderWithProviders(<MenuWithParent />);
    expect(await screen.findByRole('link', { name: 'Casino' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    const afterData = linkRenders;
    expect(afterData).toBeGreaterThanOrEqual(2);

    act(() => renderMenuAgain());
    expect(linkRenders).toBe(afterData);
  });
});
