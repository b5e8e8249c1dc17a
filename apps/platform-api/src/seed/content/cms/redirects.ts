/** Redirect rules of the CMS (spec §2): `*` matches the rest of the path; the query is kept. */
export const redirects = {
  rules: [
    { from_url: '/casino/*', to_url: '/gamehall' },
    { from_url: '/slots', to_url: '/gamehall' },
    { from_url: '/promo', to_url: '/promotions' },
    { from_url: '/bonuses', to_url: '/promotions' },
    { from_url: '/sport/*', to_url: '/betting' },
    { from_url: '/partners', to_url: 'https://partners.example.com/' },
  ],
  // External targets must be listed here; the server drops any rule pointing elsewhere.
  allowedRedirectHosts: ['partners.example.com'],
};
