import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formOf, installFakeApi, ok } from '@nfx/api-client/testing';
import { BackofficeRoutes } from '../BackofficeRoutes';
import { contentBanner, contentLocales, identity } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

jest.setTimeout(30_000);

const sanitise = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').trim();

function fakeServer() {
  let banner = contentBanner();
  return installFakeApi({
    '/api/staff/me': () => ok(identity('content')),
    '/api/staff/contentBanners': () => ok({ locales: contentLocales, default_locale: 'en', items: [banner] }),
    '/api/staff/previewContentHtml': (_url, init) => ok({ html: sanitise(String(formOf(init)!.get('html'))) }),
    '/api/staff/saveContentBanner': (_url, init) => {
      const form = formOf(init)!;
      banner = {
        ...banner,
        label: String(form.get('label')),
        value: String(form.get('value')),
        addition: sanitise(String(form.get('addition'))),
      };
      return ok({ changed: true, banner });
    },
  });
}

const previewRegion = () => screen.getByRole('region', { name: 'Preview: what players will see' });

describe('banner editor', () => {
  it('changes a German banner’s label and line, previews it sanitised, and saves it', async () => {
    const { callsTo } = fakeServer();
    renderWithProviders(<BackofficeRoutes />, { route: '/content/banners/7?locale=de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Banner: Freispiele' })).toBeInTheDocument();
    expect(screen.getByText('Deutsch')).toBeInTheDocument();
    expect(screen.getByText('Home page slider')).toBeInTheDocument();

    const label = screen.getByLabelText('Label');
    await userEvent.clear(label);
    await userEvent.type(label, 'Freispiele am Freitag');
    const addition = screen.getByLabelText('Line under the figure (HTML)');
    await userEvent.clear(addition);
    await userEvent.click(addition);
    await userEvent.paste('<p>Nur freitags<script>alert(1)</script></p>');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await within(previewRegion()).findByText('Freispiele am Freitag')).toBeInTheDocument();
    expect(within(previewRegion()).getByText('Nur freitags')).toBeInTheDocument();
    expect(previewRegion().querySelector('script')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The banner shows the new texts in Deutsch now.')).toBeInTheDocument();
    expect(callsTo('/api/staff/saveContentBanner')[0]!.body).toEqual({
      id: '7',
      label: 'Freispiele am Freitag',
      value: '50 Freispiele',
      addition: '<p>Nur freitags<script>alert(1)</script></p>',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Banner: Freispiele am Freitag' })).toBeInTheDocument();
    expect(screen.getByLabelText('Line under the figure (HTML)')).toHaveValue('<p>Nur freitags</p>');
  });

  it('refuses an empty label on the field and saves nothing', async () => {
    const { callsTo } = fakeServer();
    renderWithProviders(<BackofficeRoutes />, { route: '/content/banners/7?locale=de' });
    await userEvent.clear(await screen.findByLabelText('Label'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(callsTo('/api/staff/saveContentBanner')).toHaveLength(0);
  });

  it('says so when the banner is not among that language’s banners', async () => {
    fakeServer();
    renderWithProviders(<BackofficeRoutes />, { route: '/content/banners/99?locale=de' });
    expect(await screen.findByText('This banner is not among the banners in Deutsch. It may have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Banner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to site content' })).toHaveAttribute('href', '/content?locale=de');
  });
});
