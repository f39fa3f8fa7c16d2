import { z } from 'zod';
import { shared } from '../../openapi/shared-schema';
import {
  kycDetailsSchema,
  kycDraftSchema,
  type KycDetails,
} from '../../../src/features/onboarding/model/kyc-rules';
import {
  kycDecisionSchema,
  kycQueueSchema,
  kycRecordSchema,
} from '../../../src/features/onboarding/model/kyc-records';

/** Made-up details of the right form (PAN with P as 4th letter, a bank's IFSC shape). */
const DETAILS_EXAMPLE: KycDetails = {
  name: 'Asha Menon',
  pan: 'ABCPN1234F',
  dateOfBirth: '1996-06-18',
  aadhaarLast4: '4321',
  mobile: '9876543210',
  email: 'asha@example.com',
  addressLine1: '7 Marine Drive',
  city: 'Kochi',
  state: 'Kerala',
  pinCode: '682031',
  occupation: 'salaried',
  incomeBand: '5l-10l',
  ifsc: 'SBIN0070123',
  accountNumber: '123456789012',
  accountNumberConfirm: '123456789012',
  nomineeName: 'Ravi Menon',
  nomineeRelationship: 'father',
  politicallyExposed: 'no',
  taxResidency: 'india-only',
  confirmed: true,
};

export const kycDetailsBody = shared(kycDetailsSchema, 'KycDetails', [DETAILS_EXAMPLE]);
export const kycDraftBody = shared(kycDraftSchema, 'KycDraft', [
  { name: 'Asha Menon', city: 'Kochi' },
]);
export const kycDecisionBody = shared(kycDecisionSchema, 'KycDecision', [
  { decision: 'approve' },
  { decision: 'reject', reason: 'The PAN photo is blurred; please scan it again.' },
]);
export const kycRecordAnswer = shared(kycRecordSchema, 'KycRecord');
export const kycQueueAnswer = shared(kycQueueSchema, 'KycQueue');

export const draftSavedAnswer = z
  .object({ savedAt: z.string().meta({ description: 'ISO 8601' }) })
  .meta({ id: 'KycDraftSaved' });
