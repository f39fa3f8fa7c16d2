import { refundDocument } from '../documents/refund';
import { LegalDocumentView } from './legal-document';

/** The public page at /cancellationandrefundpolicy. */
export function CancellationRefundPage() {
  return <LegalDocumentView doc={refundDocument} />;
}
