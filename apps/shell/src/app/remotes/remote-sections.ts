// The section table is shared with the site server, which preloads the same remote (@nfx/site-sections).
export { HOME_REMOTE_MOUNT, remoteSections, ROUTES_EXPOSE, type RemoteName } from '@nfx/site-sections';
