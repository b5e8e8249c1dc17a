import { parseRegistry, type RemoteRegistry } from '@nfx/remote-registry';
import { classifyPath, systemPageOf } from '../../src/site/site-routes';
import { workspaceRegistry } from './site-fixture';

describe("classifyPath over the workspace remotes' publications", () => {
  let registry: RemoteRegistry;
  beforeAll(async () => {
    registry = parseRegistry(await workspaceRegistry());
  });
  const page = { kind: 'page' };
  const slug = { kind: 'slug' };
  const notFound = { kind: 'not-found' };
  const detail = (section: string, key: string) => ({ kind: 'detail', section, key });
  it.each([
    ['/', page],
    ['/gamehall', page],
    ['/cashier/deposit/visa', page],
    ['/cashier/paysuccess/123', page],
    ['/profile/bets/history', page],
    ['/forms/sign_in', page],
    ['/bets/anything/at/all', page],
    ['/loyalty/shop', page],
    ['/confirmation/success', page],
    ['/game/book-of-dead', detail('game', 'book-of-dead')],
    ['/tournaments/7', detail('tournament', '7')],
    ['/tournaments/7/gamehall', detail('tournament', '7')],
    ['/jackpots/mini', detail('jackpot', 'mini')],
    ['/promotions/spring', detail('promotion', 'spring')],
    ['/offers/12', detail('offer', '12')],
    ['/loyalty/gold', detail('loyalty', 'gold')],
    ['/about', slug],
    ['/some-campaign', slug],
    ['/game', notFound],
    ['/forms', notFound],
    ['/game/book-of-dead/extra', notFound],
    ['/tournaments/7/rules', notFound],
    ['/cashier/nonsense', notFound],
    ['/cashier/payfail', notFound],
    ['/profile/nonsense', notFound],
    ['/confirmation/nonsense', notFound],
    ['/reset-password/extra', notFound],
    ['/about/team', notFound],
    ['/no/such/page', notFound],
    ['/winners/extra', notFound],
    ['/gamehall/slots/extra', notFound],
  ] as const)('%s is %o', (path, route) => {
    expect(classifyPath(path, registry)).toEqual(route);
  });

  it('follows the registry: a section moved to another remote keeps its pages only if that remote publishes them', () => {
    const { casino, loyalty, ...others } = registry;
    const moved = {
      ...others,
      casino: { ...casino!, sections: casino!.sections!.filter((section) => section.path !== 'winners') },
      loyalty: { ...loyalty!, sections: [...loyalty!.sections!, { path: 'winners', expose: './routes' }] },
    };
    expect(classifyPath('/winners', moved)).toEqual(notFound);
    expect(classifyPath('/winners', { ...moved, loyalty: { ...moved.loyalty, pages: [...moved.loyalty.pages!, 'winners'] } })).toEqual(
      page,
    );
  });

  it('knows a brand-new remote from its registry entry alone', () => {
    const probe = { manifest: '/remotes/probe/x/mf-manifest.json', version: '1', sections: [{ path: 'probe', expose: './routes' }] };
    const withProbe = { ...registry, probe: { ...probe, pages: ['probe', { path: 'probe/:key', lookup: 'game' as const }] } };
    expect(classifyPath('/probe', registry)).toEqual(slug);
    expect(classifyPath('/probe', withProbe)).toEqual(page);
    expect(classifyPath('/probe/book-of-dead', withProbe)).toEqual(detail('game', 'book-of-dead'));
    expect(classifyPath('/probe/a/b', withProbe)).toEqual(notFound);
  });

  it('ignores pages a remote publishes outside its own sections', () => {
    const greedy = { ...registry, probe: { manifest: '/m', version: '1', sections: [], pages: ['about', 'cashier/free-money'] } };
    expect(classifyPath('/about', greedy)).toEqual(slug);
    expect(classifyPath('/cashier/free-money', greedy)).toEqual(notFound);
  });
});

describe('systemPageOf', () => {
  it.each([
    ['/maintenance', 'maintenance'],
    ['/user-block', 'userBlock'],
    ['/cashier/paysuccess/123', 'paySuccess'],
    ['/cashier/paycancel', 'payCancel'],
    ['/cashier/paysuccess', null],
    ['/gamehall', null],
  ] as const)('%s shows %s', (path, page) => {
    expect(systemPageOf(path)).toBe(page);
  });
});
