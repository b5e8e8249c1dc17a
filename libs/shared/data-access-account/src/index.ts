export { fetchProfileInfo, profileInfoQueryOptions, useProfileInfo, type ProfileInfo, type ProfilePart } from './profile-info';
