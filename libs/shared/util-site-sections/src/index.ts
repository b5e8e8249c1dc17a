export {
  HOME_REMOTE_MOUNT,
  remoteMountForPath,
  remoteSections,
  ROUTES_EXPOSE,
  type RemoteMountTarget,
  type RemoteName,
} from './site-sections';
