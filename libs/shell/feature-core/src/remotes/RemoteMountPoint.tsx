import { type MountPoint, mountOf } from '@nfx/remote-registry';
import { remoteRegistry } from '@nfx/shell-federation';
import { RemoteMount, type RemoteMountProps } from './RemoteMount';

/** The remote module the registry names for one of the shell's mount points; nothing when no remote fills it. */
export function RemoteMountPoint({ point, ...mount }: { point: MountPoint } & Omit<RemoteMountProps, 'remote' | 'expose'>) {
  const target = mountOf(remoteRegistry(), point);
  return target ? <RemoteMount {...mount} remote={target.remote} expose={target.expose} /> : null;
}
