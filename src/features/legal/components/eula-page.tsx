import { LegalDocumentPage } from './legal-document';

const load = () => import('../documents/eula').then((module) => module.eulaDocument);

/** The public page at /eula. */
export function EulaPage() {
  return <LegalDocumentPage slug="eula" load={load} />;
}
