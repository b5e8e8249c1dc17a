import { paths } from '@nfx/paths';

/** The two sections this lib renders: the same campaigns, under the address the visitor came by. */
export type PromotionsSection = 'promotions' | 'offers';

export const isPromotionsSection = (section: string): section is PromotionsSection => section === 'promotions' || section === 'offers';

/** A campaign's detail page inside the section being shown. */
export const detailPath = (section: PromotionsSection, id: number): string =>
  section === 'promotions' ? paths.promotion(id) : paths.offer(id);

export const listPath = (section: PromotionsSection): string => (section === 'promotions' ? paths.promotions() : paths.offers());
