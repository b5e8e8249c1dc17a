import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, formOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { FEATURE_FLAGS, type FeatureFlag } from '@nfx/paths';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

/** Each flag as the server lists it (`staff/routes/feature-flags.ts`). */
const flagItems = (off: readonly FeatureFlag[] = []) =>
  FEATURE_FLAGS.map((flag) => ({
    flag,
    enabled: !off.includes(flag),
    label_key: `backoffice-settings.flags.${flag}.label`,
    description_key: `backoffice-settings.flags.${flag}.description`,
  }));

const maintenance = (overrides: Partial<{ enabled: boolean; forced_by_setting: boolean; retry_after_seconds: number }> = {}) => ({
  enabled: false,
  forced_by_setting: false,
  retry_after_seconds: 600,
  ...overrides,
});

const maintenanceSection = () => screen.findByRole('region', { name: 'Maintenance' });
const flagsSection = () => screen.findByRole('region', { name: 'Feature switches' });

describe('settings page: maintenance', () => {
  it('asks before taking the site down, then says it is down', async () => {
    let state = maintenance();
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/maintenance': () => ok(state),
      '/api/staff/featureFlags': () => ok({ items: flagItems() }),
      '/api/staff/setMaintenance': (_url, init) => {
        const form = formOf(init)!;
        state = maintenance({ enabled: form.get('enabled') === '1', retry_after_seconds: Number(form.get('retry_after_seconds')) });
        return ok(state);
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
    const section = await maintenanceSection();
    expect(await within(section).findByText('Open: players can use the site.')).toBeInTheDocument();

    const seconds = within(section).getByLabelText('Ask players to come back after (seconds)');
    expect(seconds).toHaveValue('600');
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '1800');
    await userEvent.type(within(section).getByLabelText('Reason'), 'Database upgrade');
    await userEvent.click(within(section).getByRole('button', { name: 'Switch maintenance on' }));

    const dialog = screen.getByRole('dialog', { name: 'Take the site down for players?' });
    expect(dialog).toHaveTextContent('Players will be asked to come back after 1800 s. Reason: Database upgrade');
    expect(callsTo('/api/staff/setMaintenance')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, switch maintenance on' }));

    expect(await within(section).findByText('Maintenance is on. Players now see the maintenance page.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByTestId('maintenance-state')).toHaveTextContent(
      'Under maintenance: players see the maintenance page and cannot sign in, play or pay. Players are asked to come back after 1800 s.',
    );
    expect(callsTo('/api/staff/setMaintenance')[0]!.body).toEqual({
      enabled: '1',
      retry_after_seconds: '1800',
      reason: 'Database upgrade',
    });
    // Once down, the same form opens the site again, without asking.
    await userEvent.type(within(section).getByLabelText('Reason'), 'Upgrade done');
    await userEvent.click(within(section).getByRole('button', { name: 'Switch maintenance off' }));
    expect(await within(section).findByText('Maintenance is off. The site is open to players again.')).toBeInTheDocument();
    expect(callsTo('/api/staff/setMaintenance')[1]!.body).toEqual({ enabled: '0', retry_after_seconds: '1800', reason: 'Upgrade done' });
  });

  it('keeps the site open when the confirmation is cancelled', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/maintenance': () => ok(maintenance()),
      '/api/staff/featureFlags': () => ok({ items: flagItems() }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
    const section = await maintenanceSection();
    await userEvent.type(await within(section).findByLabelText('Reason'), 'Testing');
    await userEvent.click(within(section).getByRole('button', { name: 'Switch maintenance on' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/staff/setMaintenance')).toHaveLength(0);
  });

  it.each([
    ['59', 'Min value is 60'],
    ['86401', 'Max value is 86400'],
    ['soon', 'Enter a whole number'],
  ])('explains why %s seconds is refused, and asks nothing of the server', async (typed, message) => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/maintenance': () => ok(maintenance()),
      '/api/staff/featureFlags': () => ok({ items: flagItems() }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
    const section = await maintenanceSection();
    const seconds = await within(section).findByLabelText('Ask players to come back after (seconds)');
    await userEvent.clear(seconds);
    await userEvent.type(seconds, typed);
    await userEvent.click(within(section).getByRole('button', { name: 'Switch maintenance on' }));
    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(within(section).getByText('Field is required')).toBeInTheDocument();
    expect(seconds).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/staff/setMaintenance')).toHaveLength(0);
  });

  it('explains a maintenance the server setting forces, and offers no switch', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/maintenance': () => ok(maintenance({ enabled: true, forced_by_setting: true })),
      '/api/staff/featureFlags': () => ok({ items: flagItems() }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
    const section = await maintenanceSection();
    expect(await within(section).findByText(/The server setting MAINTENANCE_MODE keeps the site under maintenance/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Switch maintenance off' })).toBeDisabled();
    expect(within(section).getByLabelText('Reason')).toBeDisabled();
  });

  it('shows the server’s refusal of a reason on the field', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/maintenance': () => ok(maintenance({ enabled: true })),
      '/api/staff/featureFlags': () => ok({ items: flagItems() }),
      '/api/staff/setMaintenance': () =>
        failure('InvalidParameter', 400, { invalid_parameters: { reason: ['validation.maxLength?max=500'] } }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
    const section = await maintenanceSection();
    await userEvent.type(await within(section).findByLabelText('Reason'), 'Done');
    await userEvent.click(within(section).getByRole('button', { name: 'Switch maintenance off' }));
    expect(await within(section).findByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByText('Max length is 500')).toBeInTheDocument();
    expect(within(section).queryByText('Maintenance is off. The site is open to players again.')).not.toBeInTheDocument();
  });
});

describe('settings page: feature switches', () => {
  it('names and explains every flag in the back office’s own words', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/maintenance': () => ok(maintenance()),
      '/api/staff/featureFlags': () => ok({ items: flagItems(['isTitleClickable']) }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
    const section = await flagsSection();
    const items = await within(section).findAllByTestId('feature-flag');
    expect(items.map((item) => item.getAttribute('data-flag'))).toEqual([...FEATURE_FLAGS]);
    for (const item of items) {
      // A missing text would show its key (or nothing): every flag has a name and a description.
      expect(item).not.toHaveTextContent('backoffice-settings.');
      expect(within(item).getByRole('heading', { level: 3 }).textContent!.length).toBeGreaterThan(item.getAttribute('data-flag')!.length);
    }
    expect(within(section).getByRole('heading', { level: 3, name: 'Bet history isBetHistoryEnable' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Switch on Clickable game titles' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Switch off Two-factor sign-in' })).toBeInTheDocument();
  });

  it('switches a feature off with a reason, and shows it off', async () => {
    let off: FeatureFlag[] = [];
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/maintenance': () => ok(maintenance()),
      '/api/staff/featureFlags': () => ok({ items: flagItems(off) }),
      '/api/staff/setFeatureFlag': () => {
        off = ['isBetHistoryEnable'];
        return ok({ changed: true, items: flagItems(off) });
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
    const section = await flagsSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Switch off Bet history' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch off Bet history?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(callsTo('/api/staff/setFeatureFlag')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Betting provider outage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await within(section).findByText('The feature “Bet history” is now off for the whole site.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/staff/setFeatureFlag')[0]!.body).toEqual({
      flag: 'isBetHistoryEnable',
      enabled: '0',
      reason: 'Betting provider outage',
    });
    const item = within(section)
      .getAllByTestId('feature-flag')
      .find((candidate) => candidate.getAttribute('data-flag') === 'isBetHistoryEnable')!;
    expect(item).toHaveTextContent('Now: Off');
    expect(within(item).getByRole('button', { name: 'Switch on Bet history' })).toBeInTheDocument();
  });

  it('says so when a colleague already switched the feature', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/maintenance': () => ok(maintenance()),
      '/api/staff/featureFlags': () => ok({ items: flagItems() }),
      '/api/staff/setFeatureFlag': () => ok({ changed: false, items: flagItems(['isSumsubEnable']) }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
    const section = await flagsSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Switch off Identity verification' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'KYC provider contract ended');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await within(section).findByText(/“Identity verification” was already off/)).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/maintenance': () => ok(maintenance()),
      '/api/staff/featureFlags': () => ok({ items: flagItems() }),
      '/api/staff/setFeatureFlag': () => failure('AccessDenied', 403, { code: 'staff_permission' }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
    const section = await flagsSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Switch off Responsible gaming' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Regulator asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Regulator asked');
    expect(within(section).getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('settings page: access', () => {
  it('is in an admin’s navigation, with the page’s name as the tab’s title', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/maintenance': () => ok(maintenance()),
      '/api/staff/featureFlags': () => ok({ items: flagItems() }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(document.title).toBe('Settings · Back office');
  });

  it('is not for other roles, who ask the server nothing about it', async () => {
    const { callsTo } = installFakeApi({ '/api/staff/me': () => ok(identity('content')) });
    renderWithProviders(<BackofficeRoutes />, { route: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(callsTo('/api/staff/maintenance')).toHaveLength(0);
    expect(callsTo('/api/staff/featureFlags')).toHaveLength(0);
    expect(callsTo('/api/staff/chatSettings')).toHaveLength(0);
  });
});
