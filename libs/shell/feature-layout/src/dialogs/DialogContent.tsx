import { type ComponentType, Suspense, useCallback, useState } from 'react';
import { closeDialog, type DialogContentProps, type OpenDialog, useRegisteredDialog } from '@nfx/dialogs';
import { InsideDialogContext, LoadingFallback, RemoteErrorBoundary, RemoteRetryContext } from '@nfx/shell-feature-core';

type RegisteredComponent = ComponentType<DialogContentProps & Record<string, unknown>>;

function DialogLoading() {
  return (
    <div data-dialog-loading="">
      <LoadingFallback />
    </div>
  );
}

/**
 * The body of a popup or curtain: direct content, or a registered (maybe lazy) component. A part
 * that fails inside it shows the popup fallback (CMS `settings.popupFallbacks`), whose retry
 * renders the content again.
 */
export function DialogContent({ dialog }: { dialog: OpenDialog }) {
  const Registered = useRegisteredDialog(dialog.name) as RegisteredComponent | undefined;
  const close = useCallback(() => closeDialog(dialog.id), [dialog.id]);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  let body;
  if (!dialog.name) body = dialog.content;
  else if (!Registered) {
    // Opened before its owner registered it (a remote still loading): wait, the registry is reactive.
    body = <DialogLoading />;
  } else {
    body = (
      <RemoteErrorBoundary remote={dialog.name} resetKey={attempt}>
        <Suspense fallback={<DialogLoading />}>
          <Registered key={attempt} {...dialog.props} dialogId={dialog.id} preventClose={dialog.preventClose} closeDialog={close} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  return (
    <InsideDialogContext.Provider value={dialog.id}>
      <RemoteRetryContext.Provider value={retry}>{body}</RemoteRetryContext.Provider>
    </InsideDialogContext.Provider>
  );
}
