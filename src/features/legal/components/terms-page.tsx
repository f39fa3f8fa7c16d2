import { LegalDocumentPage } from './legal-document';

const load = () => import('../documents/terms').then((module) => module.termsDocument);

/** The public page at /terms-and-conditions. */
export function TermsPage() {
  return <LegalDocumentPage slug="terms-and-conditions" load={load} />;
}
