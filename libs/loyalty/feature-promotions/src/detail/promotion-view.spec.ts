import { offer, promotionContent } from '../testing/fixtures';
import { campaignIdOf, promotionView } from './promotion-view';

describe('campaignIdOf', () => {
  it.each<[string, number | undefined]>([
    ['1', 1],
    ['2147483647', 2_147_483_647],
    ['2147483648', undefined],
    ['0', undefined],
    ['01', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('%p → %p', (key, expected) => {
    expect(campaignIdOf(key)).toBe(expected);
  });
});

describe('promotionView', () => {
  const campaign = offer();

  it.each([
    ['no page: the campaign throughout', null, 'Welcome bonus', '100% of your first deposit, up to 200.', '/static/offers/welcome.svg', ''],
    [
      "a full page: the operator's",
      promotionContent(),
      'Welcome bonus: 100% up to 200',
      'Double your first deposit: we match it 100%, up to 200 in bonus money.',
      '/static/banners/1.svg?size=735x240',
      'Gold coins on a purple background',
    ],
    [
      'a page with empty fields: the campaign fills them',
      promotionContent({ title: '', summary: '', image: '', image_alt: 'unused' }),
      'Welcome bonus',
      '100% of your first deposit, up to 200.',
      '/static/offers/welcome.svg',
      '',
    ],
  ])('%s', (_case, content, title, summary, image, imageAlt) => {
    expect(promotionView(campaign, content, 'en')).toMatchObject({ title, summary, image, imageAlt });
  });

  it.each([
    ["the operator's picture: the campaign's own behind it", promotionContent(), '/static/offers/welcome.svg'],
    ['no page: nothing behind the campaign picture', null, ''],
    ["the operator's picture is the campaign's own: nothing behind it", promotionContent({ image: '/static/offers/welcome.svg' }), ''],
  ])('the picture tried when the shown one fails (spec §8): %s', (_case, content, imageFallback) => {
    expect(promotionView(campaign, content, 'en').imageFallback).toBe(imageFallback);
  });

  it.each<[string, string | undefined]>([
    ['en', undefined],
    ['de', 'en'],
  ])("on a %p page, the operator's English text is marked %p", (pageLocale, contentLang) => {
    expect(promotionView(campaign, promotionContent({ locale: 'en' }), pageLocale).contentLang).toBe(contentLang);
  });
});
