import { type ComponentType, Suspense, useCallback } from 'react';
import { closeDialog, type DialogContentProps, type OpenDialog, useRegisteredDialog } from '@nfx/dialogs';
import { Skeleton } from '@nfx/ui';
import { RemoteErrorBoundary } from '../remotes/RemoteErrorBoundary';

type RegisteredComponent = ComponentType<DialogContentProps & Record<string, unknown>>;

function DialogLoading() {
  return (
    <div aria-busy="true" data-dialog-loading="">
      <Skeleton shape="block" height="12rem" />
    </div>
  );
}

/** The body of a popup or curtain: direct content, or a registered (maybe lazy) component. */
export function DialogContent({ dialog }: { dialog: OpenDialog }) {
  const Registered = useRegisteredDialog(dialog.name) as RegisteredComponent | undefined;
  const close = useCallback(() => closeDialog(dialog.id), [dialog.id]);

  if (!dialog.name) return <>{dialog.content}</>;
  if (!Registered) {
    // Opened before its owner registered it (a remote still loading): wait, the registry is reactive.
    return <DialogLoading />;
  }
  return (
    <RemoteErrorBoundary remote={dialog.name} resetKey={0}>
      <Suspense fallback={<DialogLoading />}>
        <Registered {...dialog.props} dialogId={dialog.id} preventClose={dialog.preventClose} closeDialog={close} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
