import { SystemPage } from './SystemPage';

export function NotFoundPage() {
  return <SystemPage page="notFound" />;
}
