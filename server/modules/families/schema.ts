import type * as z from 'zod/mini';
import {
  createFamilySchema,
  familyDeletedSchema,
  familyDetailSchema,
  familyListSchema,
  familySchema,
  updateFamilySchema,
} from '../../../src/features/families/model/contract';
import { shared } from '../../openapi/shared-schema';

// The families' contract (src/features/families/model/contract.ts), named for the OpenAPI
// document.

const members = [
  { investorId: '5d1c2a7e-8f3b-4c6d-9e0a-1b2c3d4e5f60', role: 'head' as const },
  { investorId: '7e2d3b8f-9a4c-4d7e-8f1b-2c3d4e5f6071', role: 'parent' as const },
];

export const familyCreateBody = shared<z.output<typeof createFamilySchema>>(
  createFamilySchema,
  'FamilyCreate',
  [{ familyId: '3b0f6c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f', name: 'Sharma household', members }],
);
export const familyUpdateBody = shared<z.output<typeof updateFamilySchema>>(
  updateFamilySchema,
  'FamilyUpdate',
  [{ name: 'Sharma family', members }],
);
export const familyAnswer = shared(familySchema, 'Family');
export const familyListAnswer = shared(familyListSchema, 'Families');
export const familyDetailAnswer = shared(familyDetailSchema, 'FamilyView');
export const familyDeletedAnswer = shared(familyDeletedSchema, 'FamilyDeleted');
