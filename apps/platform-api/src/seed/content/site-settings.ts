/** General info (spec §3) as stored; `available_locales` is added from the locale table when served. */
export const generalInfo = {
  analytic: { is_enabled: false, gtm_id: '' },
  available_currencies: ['USD', 'EUR', 'GBP', 'BRL', 'RUB'],
  default_currency: 'USD',
  domain_state: 'active',
  domain_type: 'main',
  time_to_force_logout: 0,
  is_bonus_isolation_enabled: false,
  is_game_history_export_enabled: true,
  // Seconds of inactivity after which the cashier and the payment page close; 0 = never.
  user_inactivity_cashier_time: 0,
  user_inactivity_pp_time: 0,
};

export const supportSettings = {
  email: 'support@example.com',
  phone: '+1-800-555-0199',
};
