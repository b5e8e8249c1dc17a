import { Route, Routes } from 'react-router';
import { SectionNotFound } from '@nfx/app-runtime';
import { isPromotionsSection } from './common/section';
import { OfferPage } from './detail/OfferPage';
import { OffersPage } from './list/OffersPage';

/** The `promotions` and `offers` sections: the list and one campaign by id. */
export function PromotionsRoutes({ section }: { section: string }) {
  if (!isPromotionsSection(section)) return <SectionNotFound />;
  return (
    <Routes>
      <Route index element={<OffersPage section={section} />} />
      <Route path=":id" element={<OfferPage section={section} />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
