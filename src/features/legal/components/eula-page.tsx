import { eulaDocument } from '../documents/eula';
import { LegalDocumentView } from './legal-document';

/** The public page at /eula. */
export function EulaPage() {
  return <LegalDocumentView doc={eulaDocument} />;
}
