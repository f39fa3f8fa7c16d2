import { LegalDocumentPage } from './legal-document';

const load = () => import('../documents/privacy').then((module) => module.privacyDocument);

/** The public page at /privacypolicy. */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage slug="privacypolicy" load={load} />;
}
