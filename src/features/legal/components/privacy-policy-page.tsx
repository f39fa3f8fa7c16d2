import { privacyDocument } from '../documents/privacy';
import { LegalDocumentView } from './legal-document';

/** The public page at /privacypolicy. */
export function PrivacyPolicyPage() {
  return <LegalDocumentView doc={privacyDocument} />;
}
