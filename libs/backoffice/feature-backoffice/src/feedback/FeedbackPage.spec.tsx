import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { feedbackMessage, identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

describe('feedback inbox', () => {
  it('lists waiting messages as sent, offers a reply by email, and marks one answered', async () => {
    let answered = false;
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('support')),
      '/api/staff/feedback': () => ok({ items: answered ? [] : [feedbackMessage()], has_more: false, waiting: answered ? 0 : 1 }),
      '/api/staff/markFeedbackAnswered': () => {
        answered = true;
        return ok(1);
      },
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/feedback' });
    const message = await screen.findByRole('article', { name: /Anna Berg/ });
    expect(screen.getByRole('link', { name: 'Waiting (1)' })).toHaveAttribute('aria-current', 'page');
    expect(within(message).getByText(/Where is my withdrawal\?\s+It has been three days\./)).toBeInTheDocument();
    expect(within(message).getByText('Player #7')).toBeInTheDocument();
    expect(within(message).getByText('Language: de')).toBeInTheDocument();
    expect(within(message).getByRole('link', { name: 'Reply by email: message 31 from Anna Berg' })).toHaveAttribute(
      'href',
      'mailto:anna@example.com?subject=Your%20message%20to%20our%20support%20team',
    );

    await userEvent.click(within(message).getByRole('button', { name: 'Mark answered: message 31 from Anna Berg' }));
    expect(await screen.findByText('Message 31 marked answered.')).toBeInTheDocument();
    expect(callsTo('/api/staff/markFeedbackAnswered')[0]!.body).toEqual({ id: '31' });
    expect(await screen.findByText('No message is waiting for an answer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Waiting (0)' })).toBeInTheDocument();
  });

  it('searches through the URL, pages on, and puts an answered message back to waiting', async () => {
    const { callsTo } = installFakeApi({
      '/api/staff/me': () => ok(identity('support')),
      '/api/staff/feedback': (url) =>
        ok({
          items: [
            feedbackMessage({
              id: url.searchParams.get('page') === '2' ? 32 : 31,
              answered_at: '2026-12-05T12:00:00.000Z',
              player_id: null,
            }),
          ],
          has_more: url.searchParams.get('page') !== '2',
          waiting: 4,
        }),
      '/api/staff/reopenFeedback': () => ok(1),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/feedback?view=answered' });
    expect(await screen.findByRole('link', { name: 'Answered' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Visitor (not signed in)')).toBeInTheDocument();

    const search = screen.getByRole('search', { name: 'Find messages' });
    await userEvent.type(within(search).getByLabelText('Search'), ' anna@example.com ');
    await userEvent.click(within(search).getByRole('button', { name: 'Find' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/feedback?view=answered&q=anna%40example.com');
    await screen.findByText('Page 1');
    const searched = callsTo('/api/staff/feedback').at(-1)!.url.searchParams;
    expect([searched.get('view'), searched.get('query'), searched.get('page')]).toEqual(['answered', 'anna@example.com', '1']);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: /Anna Berg/ })).toHaveAttribute('data-id', '32');
    expect(screen.getByTestId('location')).toHaveTextContent('/feedback?view=answered&q=anna%40example.com&page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Mark as waiting: message 32 from Anna Berg' }));
    expect(await screen.findByText('Message 32 is waiting for an answer again.')).toBeInTheDocument();
    expect(callsTo('/api/staff/reopenFeedback')[0]!.body).toEqual({ id: '32' });
  });

  it('explains a message a colleague marked first, and an empty search', async () => {
    installFakeApi({
      '/api/staff/me': () => ok(identity('support')),
      '/api/staff/feedback': (url) => ok({ items: url.searchParams.get('query') ? [] : [feedbackMessage()], has_more: false, waiting: 1 }),
      '/api/staff/markFeedbackAnswered': () => failure('InvalidRequest', 400, { message: 'marked', code: 'feedback_not_waiting' }),
    });
    renderWithProviders(<BackofficeRoutes />, { route: '/feedback' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark answered: message 31 from Anna Berg' }));
    expect(await screen.findByTestId('feedback-error')).toHaveTextContent(
      'This message is no longer waiting: someone else has marked it answered.',
    );

    await userEvent.type(screen.getByLabelText('Search'), 'nothing like it');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No message here matches “nothing like it”.')).toBeInTheDocument();
  });

  it('is not offered to a role without the feedback permission', async () => {
    const { callsTo } = installFakeApi({ '/api/staff/me': () => ok(identity('payments')) });
    renderWithProviders(<BackofficeRoutes />, { route: '/feedback' });
    expect(await screen.findByTestId('not-allowed')).toBeInTheDocument();
    expect(callsTo('/api/staff/feedback')).toHaveLength(0);
  });
});
