-- Insurance policy documents (issue 18): the policy schedule (a PDF or a photo of it), uploaded
-- from the policy dialog through the same upload as the onboarding documents. Unlike `pan` and
-- `address`, where the newest of a kind is the current one, every `policy` upload stays current:
-- an investor holds many policies. The KYC module and the adviser's verification read only `pan`
-- and `address` (server/modules/documents/store.ts, latestDocumentsOf). A policy document is the
-- investor's own, not a KYC record: an erasure deletes it even when the KYC is kept for SEBI.

ALTER TABLE investor_documents DROP CONSTRAINT investor_documents_kind_check;
ALTER TABLE investor_documents
  ADD CONSTRAINT investor_documents_kind_check CHECK (kind IN ('pan', 'address', 'policy'));
