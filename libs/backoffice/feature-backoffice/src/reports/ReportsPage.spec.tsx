import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import type { DailyReport } from '../api/reports';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const EMPTY_FIGURES = {
  deposit_count: 0,
  deposit_amount: '0.00',
  withdrawal_count: 0,
  withdrawal_amount: '0.00',
  bet_count: 0,
  stakes: '0.00',
  wins: '0.00',
  ggr: '0.00',
};

const MARCH: DailyReport = {
  from: '2026-03-01',
  to: '2026-03-07',
  days: [
    { ...EMPTY_FIGURES, day: '2026-03-01', currency: 'EUR', deposit_count: 1250, deposit_amount: '31000.00' },
    { ...EMPTY_FIGURES, day: '2026-03-02', currency: 'EUR', bet_count: 2, stakes: '10.00', wins: '32.50', ggr: '-22.50' },
    { ...EMPTY_FIGURES, day: '2026-03-02', currency: 'USD', withdrawal_count: 1, withdrawal_amount: '20.00' },
  ],
  totals: [
    {
      ...EMPTY_FIGURES,
      currency: 'EUR',
      deposit_count: 1250,
      deposit_amount: '31000.00',
      bet_count: 2,
      stakes: '10.00',
      wins: '32.50',
      ggr: '-22.50',
    },
    { ...EMPTY_FIGURES, currency: 'USD', withdrawal_count: 1, withdrawal_amount: '20.00' },
  ],
};

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
/** jsdom's Blob has no `text()`; the FileReader reads it as a browser would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('daily report', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the last seven UTC days by default and says when nothing moved', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('compliance')),
      '/api/staff/dailyReport': (url) => ok({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), days: [], totals: [] }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/reports' });
    expect(await screen.findByText('No money moved in these days.')).toBeInTheDocument();
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const query = callsTo('/api/staff/dailyReport')[0]!.url.searchParams;
    expect([query.get('from'), query.get('to')]).toEqual([weekAgo, today]);
    expect(screen.getByLabelText('From (UTC day)')).toHaveValue(weekAgo);
    expect(screen.getByLabelText('To (UTC day)')).toHaveValue(today);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Daily report' })).toBeInTheDocument();
  });

  it('shows each day and a totals row per currency, formatted for the operator', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/dailyReport': () => ok(MARCH),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/reports?from=2026-03-01&to=2026-03-07' });
    const rows = await screen.findAllByTestId('report-row');
    expect(rows.map(cellsOf)).toEqual([
      ['Mar 1, 2026', 'EUR', '1,250', '€31,000.00', '0', '€0.00', '0', '€0.00', '€0.00', '€0.00'],
      ['Mar 2, 2026', 'EUR', '0', '€0.00', '0', '€0.00', '2', '€10.00', '€32.50', '-€22.50'],
      ['Mar 2, 2026', 'USD', '0', '$0.00', '1', '$20.00', '0', '$0.00', '$0.00', '$0.00'],
    ]);
    expect(screen.getAllByTestId('report-total').map(cellsOf)).toEqual([
      ['Total', 'EUR', '1,250', '€31,000.00', '0', '€0.00', '2', '€10.00', '€32.50', '-€22.50'],
      ['Total', 'USD', '0', '$0.00', '1', '$20.00', '0', '$0.00', '$0.00', '$0.00'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'GGR' })).toBeInTheDocument();
    // Announced politely to a screen reader once the figures are in.
    expect(screen.getByText('Report from Mar 1, 2026 to Mar 7, 2026. Rows: 3.').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('downloads the day rows as a quoted CSV built in the browser', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('admin')),
      '/api/staff/dailyReport': () => ok(MARCH),
    });
    let saved: Blob | undefined;
    Object.assign(URL, { createObjectURL: jest.fn(), revokeObjectURL: jest.fn() });
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:report';
    });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('daily-report-2026-03-01-2026-03-07.csv');
      expect(this.getAttribute('href')).toBe('blob:report');
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/reports?from=2026-03-01&to=2026-03-07' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(saved!)).toBe(
      [
        'day,currency,deposit_count,deposit_amount,withdrawal_count,withdrawal_amount,bet_count,stakes,wins,ggr',
        '2026-03-01,EUR,1250,31000.00,0,0.00,0,0.00,0.00,0.00',
        '2026-03-02,EUR,0,0.00,0,0.00,2,10.00,32.50,-22.50',
        '2026-03-02,USD,0,0.00,1,20.00,0,0.00,0.00,0.00',
        '',
      ].join('\r\n'),
    );
    expect(screen.getByText('Saved daily-report-2026-03-01-2026-03-07.csv.').closest('[aria-live="polite"]')).not.toBeNull();
    // Nothing is left in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('checks the range before asking, then keeps the new range in the address', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('payments')),
      '/api/staff/dailyReport': (url) => ok({ ...MARCH, from: url.searchParams.get('from'), to: url.searchParams.get('to') }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/reports?from=2026-03-01&to=2026-03-07' });
    await screen.findAllByTestId('report-row');
    const from = screen.getByLabelText('From (UTC day)');
    const to = screen.getByLabelText(/^To \(UTC day\)/);
    const show = screen.getByRole('button', { name: 'Show report' });

    fireEvent.change(from, { target: { value: '2026-03-10' } });
    await userEvent.click(show);
    expect(await screen.findByText('The date must not be earlier than 2026-03-10')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(from, { target: { value: '2026-01-01' } });
    fireEvent.change(to, { target: { value: '2026-04-03' } });
    await userEvent.click(show);
    expect(await screen.findByText('The date must not be later than 2026-04-02')).toBeInTheDocument();
    expect(callsTo('/api/staff/dailyReport')).toHaveLength(1);

    fireEvent.change(to, { target: { value: '2026-04-02' } });
    await userEvent.click(show);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reports?from=2026-01-01&to=2026-04-02'));
    expect(await screen.findByText('Report from Jan 1, 2026 to Apr 2, 2026. Rows: 3.')).toBeInTheDocument();
    const query = callsTo('/api/staff/dailyReport')[1]!.url.searchParams;
    expect([query.get('from'), query.get('to')]).toEqual(['2026-01-01', '2026-04-02']);
  });

  it('reports a failed load with a way to try again', async () => {
    let failing = true;
    installFakeApi({
      '/api/staff/me': () => ok(identity('compliance')),
      '/api/staff/dailyReport': () => (failing ? failure('InternalServerError', 500, 'boom') : ok(MARCH)),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/reports?from=2026-03-01&to=2026-03-07' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on the server.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('report-row')).toHaveLength(3);
  });

  it('is not offered to a role without the permission, and asks the server nothing', async () => {
    const { callsTo } = installFakeApi({ '/api/staff/me': () => ok(identity('support')) });
    renderWithProviders(<BackofficeRoutes />, { route: '/reports' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(callsTo('/api/staff/dailyReport')).toHaveLength(0);
  });
});
