import { Route, Routes } from 'react-router';
import { SectionNotFound } from '@nfx/app-runtime';
import { ConfirmationPage } from './confirmation/ConfirmationPage';
import { ConfirmationSuccessPage } from './confirmation/ConfirmationSuccessPage';
import { EmbeddedForm } from './EmbeddedForms';
import { ResetPasswordPage } from './reset-password/ResetPasswordPage';
import * as styles from './RemoteRoutes.css';

/**
 * `forms`: /forms/sign_in and /forms/sign_up, the forms alone with an empty layout for embedding.
 * `reset-password`: the page of the restore mail's link, inside the site layout.
 * `confirmation`: the confirmation message's link or code, and the page that says it worked.
 */
export function RemoteRoutes({ section }: { section: string }) {
  if (section === 'confirmation') {
    return (
      <Routes>
        <Route index element={<ConfirmationPage />} />
        <Route path="success" element={<ConfirmationSuccessPage />} />
        <Route path="*" element={<SectionNotFound />} />
      </Routes>
    );
  }
  if (section === 'reset-password') {
    return (
      <Routes>
        <Route index element={<ResetPasswordPage />} />
        <Route path="*" element={<SectionNotFound />} />
      </Routes>
    );
  }
  if (section !== 'forms') return <SectionNotFound />;
  return (
    <main className={styles.page}>
      <Routes>
        <Route path="sign_in" element={<EmbeddedForm mode="authorization" />} />
        <Route path="sign_up" element={<EmbeddedForm mode="registration" />} />
        <Route path="*" element={<SectionNotFound />} />
      </Routes>
    </main>
  );
}
