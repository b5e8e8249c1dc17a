export { fetchProfileInfo, profileInfoQueryOptions, useProfileInfo, type ProfileInfo, type ProfilePart } from './profile-info';
export { personalDataFieldsQueryOptions, usePersonalDataFields, type PersonalDataFieldsOptions } from './personal-data-fields';
export { phoneSettingsQueryOptions, usePhoneSettings } from './phone-settings';
export { loyaltyInfoQueryOptions, loyaltyInfoKeyRoot, useLoyaltyInfo } from './loyalty-info';
export { realityCheckQueryOptions } from './reality-check';
export { depositLimitQueryOptions, useDepositLimit, type DepositLimit } from './deposit-limit';
export { campaignOffersQueryOptions, campaignOffersKeyRoot, useCampaignOffers } from './campaign-offers';
export { charactersQueryOptions, charactersKeyRoot, useCharacters } from './characters';
export { generalInfoQueryOptions, useGeneralInfo } from './general-info';
