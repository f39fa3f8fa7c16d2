import { LegalDocumentPage } from './legal-document';

const load = () => import('../documents/refund').then((module) => module.refundDocument);

/** The public page at /cancellationandrefundpolicy. */
export function CancellationRefundPage() {
  return <LegalDocumentPage slug="cancellationandrefundpolicy" load={load} />;
}
