import { Route, Routes } from 'react-router';
import { SectionNotFound } from '@nfx/app-runtime';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

/** /forms/sign_in and /forms/sign_up: the forms alone, with an empty layout, for embedding. */
export function RemoteRoutes({ section }: { section: string }) {
  if (section !== 'forms') return <SectionNotFound />;
  return (
    <main>
      <Routes>
        <Route path="sign_in" element={<SignInForm />} />
        <Route path="sign_up" element={<RegisterForm />} />
        <Route path="*" element={<SectionNotFound />} />
      </Routes>
    </main>
  );
}
