import type * as z from 'zod/mini';
import {
  consentCreateSchema,
  consentSchema,
  contactCreateSchema,
  contactDetailSchema,
  contactImportSchema,
  contactListSchema,
  contactMergeSchema,
  contactSchema,
  contactUpdateSchema,
  importResultSchema,
} from '../../../src/features/crm/model/contract';
import { shared } from '../../openapi/shared-schema';

// The CRM's contacts, consents, merge, import and export contract
// (src/features/crm/model/contract.ts), named for the OpenAPI document.

export const contactCreateBody = shared<z.output<typeof contactCreateSchema>>(
  contactCreateSchema,
  'CrmContactCreate',
  [
    {
      contactId: '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9',
      name: 'Kavita Menon',
      email: 'kavita.menon@example.com',
      phone: '98450 12345',
      tags: ['Seminar Nov 2026', 'NRI'],
      importantDates: [{ kind: 'birthday', date: '1984-03-21', label: null }],
      familyId: null,
      householdRole: null,
      notes: 'Met at the retirement planning seminar',
    },
  ],
);
export const contactUpdateBody = shared<z.output<typeof contactUpdateSchema>>(
  contactUpdateSchema,
  'CrmContactUpdate',
  [{ tags: ['NRI', 'Retirement'] }],
);
export const consentCreateBody = shared<z.output<typeof consentCreateSchema>>(
  consentCreateSchema,
  'CrmConsentCreate',
  [{ channel: 'whatsapp', granted: true, source: 'Signed form at the seminar, 12 Nov' }],
);
export const contactMergeBody = shared<z.output<typeof contactMergeSchema>>(
  contactMergeSchema,
  'CrmContactMerge',
  [
    {
      keepContactId: '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9',
      mergeContactId: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
    },
  ],
);
export const contactImportBody = shared<z.output<typeof contactImportSchema>>(
  contactImportSchema,
  'CrmContactImport',
  [
    {
      rows: [
        {
          name: 'Kavita Menon',
          email: 'kavita@example.com',
          phone: '98450 12345',
          tags: 'NRI; Seminar',
        },
        { name: 'Arjun Pillai', phone: '+91 99000 11223', birthday: '21/03/1984' },
      ],
      dryRun: true,
    },
  ],
);

export const contactAnswer = shared(contactSchema, 'CrmContact');
export const contactListAnswer = shared(contactListSchema, 'CrmContacts');
export const contactDetailAnswer = shared(contactDetailSchema, 'CrmContactDetail');
export const consentAnswer = shared(consentSchema, 'CrmConsent');
export const importResultAnswer = shared(importResultSchema, 'CrmImportResult');
