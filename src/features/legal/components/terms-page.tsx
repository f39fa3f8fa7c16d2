import { termsDocument } from '../documents/terms';
import { LegalDocumentView } from './legal-document';

/** The public page at /terms-and-conditions. */
export function TermsPage() {
  return <LegalDocumentView doc={termsDocument} />;
}
