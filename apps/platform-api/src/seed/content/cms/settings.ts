/** Feature flags and client settings (spec §3) with the defaults of spec §9. */
export const settings = {
  isTwoFAEnable: true,
  // On: identity verification is part of the product (the demo provider, or Sumsub when configured).
  isSumsubEnable: true,
  isResponsibleGamingEnable: true,
  isBetHistoryEnable: true,
  isVisibleNoticeBetting: true,
  isTitleClickable: true,
  balanceUpdate: {
    countSecondsForDelayBetweenClick: 1,
    isEnabledInterval: false,
    countSecondsForInterval: 10,
    isEnabledTurnOffRequests: true,
    countMinutesAfterWhichRequestsTurnedOff: 5,
    isEnabledRequestsAfterClick: false,
  },
  // Overrides of the default validation texts, by message key; empty means the defaults apply.
  validator: { messages: {} as Record<string, string> },
  loader: { type: 'spinner' as const, delayMs: 200, minimumVisibleMs: 400 },
  // What a popup shows when its content fails to load.
  popupFallbacks: {
    mode: 'message' as const,
    titleKey: 'errors.sectionUnavailable.title',
    descriptionKey: 'errors.sectionUnavailable.description',
    retryKey: 'errors.sectionUnavailable.retry',
  },
  fullScreenGame: 'all',
  allowZeroBalanceSlotPlay: false,
};
