export {
  DETAIL_LOOKUPS,
  MOUNT_POINTS,
  type DetailLookup,
  type MountPoint,
  type PublishedMenuEntry,
  type RegistryEntry,
  type RemoteDeclaration,
  type RemoteMenuEntry,
  type RemoteModule,
  type RemotePage,
  type RemotePublication,
  type RemoteRegistry,
  type RemoteSection,
} from './types';
export {
  buildFolderOf,
  clientRegistry,
  menuOf,
  mountOf,
  namespaceOwner,
  remoteMountForPath,
  sectionsOf,
  type OwnedSection,
} from './registry-queries';
export { NAMESPACE_NAME, parseRegistry, SECTION_PATH } from './parse-registry';
