import type * as ReactModule from 'react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@nfx/dialogs';
import { RemoteRoutes } from '../RemoteRoutes';
import { apiError, baseRoutes, type Handler, installFetch, ok, withProviders } from '../test-support';

// Sumsub's WebSDK stands in as a component showing its token and asking for a new one, as the SDK does when it runs out.
jest.mock('@sumsub/websdk-react', () => {
  const { useState } = jest.requireActual<typeof ReactModule>('react');
  function FakeSumsubWebSdk(props: { accessToken: string; expirationHandler: () => Promise<string> }) {
    const [token, setToken] = useState(props.accessToken);
    return (
      <div data-testid="sumsub-websdk">
        {token}
        <button type="button" onClick={() => void props.expirationHandler().then(setToken)}>
          renew
        </button>
      </div>
    );
  }
  return { __esModule: true, default: FakeSumsubWebSdk };
});

// Whole flows through several calls: on a busy machine they take longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
afterEach(() => useToastStore.setState({ toasts: [] }));

const state = (overrides: Record<string, unknown> = {}) => ({
  status: 'none',
  applicant_id: '',
  document_type: null,
  documents: [],
  missing: ['document_front', 'selfie'],
  reject_reason: null,
  submitted_at: null,
  reviewed_at: null,
  ...overrides,
});
const photo = (name: string, type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], name, { type });

function renderPage(routes: Record<string, Handler> = {}, account: Record<string, unknown> = {}) {
  const api = installFetch({ ...baseRoutes({ account }), '/api/sumsub/getStatus': () => ok(state()), ...routes });
  render(withProviders(<RemoteRoutes section="profile" />, '/verification'));
  return { ...api, user: userEvent.setup({ applyAccept: false }) };
}

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

describe('verification page', () => {
  it('uploads the document front and a selfie with the access token, then sends them for review', async () => {
    let submitted = false;
    const { user, callsTo } = renderPage({
      '/api/sumsub/getStatus': () => ok(state(submitted ? { status: 'pending' } : {})),
      '/api/sumsub/getAccessToken': () =>
        ok({
          token: 'tok_abcdefghijklmnopqrstu',
          expires_at: '2026-03-01T10:00:00.000Z',
          applicant_id: 'a1',
          provider: 'demo',
          document_upload: 'api',
        }),
      '/api/sumsub/uploadDocument': () => ok(state()),
      '/api/sumsub/submitDocuments': () => ((submitted = true), ok(state({ status: 'pending' }))),
    });
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Verify your identity');
    await user.upload(screen.getByLabelText('Photo of the document (front)'), photo('front.jpg'));
    await user.upload(screen.getByLabelText('Selfie holding the document'), photo('selfie.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(toasts()).toContain('Your documents have been sent for review.'));
    const uploads = callsTo('/api/sumsub/uploadDocument');
    expect(uploads.map((call) => call.body)).toEqual([
      { token: 'tok_abcdefghijklmnopqrstu', side: 'document_front', document_type: 'passport' },
      { token: 'tok_abcdefghijklmnopqrstu', side: 'selfie' },
    ]);
    expect(uploads[0]?.files['file']?.name).toBe('front.jpg');
    expect(callsTo('/api/sumsub/submitDocuments')[0]?.body).toEqual({ token: 'tok_abcdefghijklmnopqrstu' });
    expect(await screen.findByText(/being reviewed/)).toBeInTheDocument();
  });

  it('asks for the back of a two-sided document and refuses a file that is not a photo, before uploading anything', async () => {
    const { user, callsTo } = renderPage();
    await screen.findByTestId('verification-status');
    await user.selectOptions(screen.getByLabelText('Document type'), 'id_card');
    await user.upload(screen.getByLabelText('Photo of the document (front)'), photo('front.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByLabelText('Photo of the document (front)')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a photo: JPEG, PNG or WebP'),
    );
    expect(screen.getByLabelText('Photo of the document (back)')).toHaveAccessibleDescription(expect.stringContaining('Field is required'));
    expect(callsTo('/api/sumsub/getAccessToken')).toHaveLength(0);
  });

  it('explains a rejection and says when verification is unavailable', async () => {
    const { user } = renderPage({
      '/api/sumsub/getStatus': () => ok(state({ status: 'rejected', reject_reason: 'document_expired', document_type: 'passport' })),
      '/api/sumsub/getAccessToken': () => apiError('InvalidRequest', 400, { code: 'identity_verification_unavailable' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your documents were not accepted: the document has expired.');
    await user.upload(screen.getByLabelText('Photo of the document (front)'), photo('front.jpg'));
    await user.upload(screen.getByLabelText('Selfie holding the document'), photo('selfie.jpg'));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(/Identity verification is not available right now/)).toBeInTheDocument();
  });

  it('shows Sumsub’s WebSDK with an access token instead of the form, and gives it a new token when it asks', async () => {
    let issued = 0;
    const { user, callsTo } = renderPage({
      '/api/sumsub/getStatus': () => ok(state({ status: 'init', document_upload: 'sdk' })),
      '/api/sumsub/getAccessToken': () =>
        ok({
          token: `_act-sbx-${(issued += 1)}`,
          expires_at: '2026-03-01T10:00:00.000Z',
          applicant_id: 'a1',
          provider: 'sumsub',
          document_upload: 'sdk',
        }),
    });
    expect(await screen.findByTestId('sumsub-websdk')).toHaveTextContent('_act-sbx-1');
    expect(screen.getByText(/our partner Sumsub/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'renew' }));
    expect(await screen.findByText('_act-sbx-2')).toBeInTheDocument();
    expect(callsTo('/api/sumsub/getAccessToken')).toHaveLength(2);
  });

  it('says when a final rejection takes no more documents', async () => {
    renderPage({
      '/api/sumsub/getStatus': () => ok(state({ status: 'rejected', reject_reason: 'document_mismatch', document_upload: 'sdk' })),
      '/api/sumsub/getAccessToken': () => apiError('InvalidRequest', 400, { code: 'verification_rejected_final' }),
    });
    expect(await screen.findByText(/cannot be sent again/)).toBeInTheDocument();
    expect(screen.queryByTestId('sumsub-websdk')).not.toBeInTheDocument();
  });

  it('shows a verified account as verified, without the form', async () => {
    renderPage({ '/api/sumsub/getStatus': () => ok(state({ status: 'approved' })) }, { is_verified: true });
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Your identity is verified.');
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });
});
