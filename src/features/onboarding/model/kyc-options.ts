// The choices of the KYC form, with the words the investor reads. The values are the API's
// (server and client validate against the same lists, src/features/onboarding/model/kyc-rules.ts).

export const OCCUPATIONS = {
  salaried: 'Salaried (private sector)',
  government: 'Government service',
  business: 'Business',
  professional: 'Professional (doctor, lawyer, CA …)',
  'self-employed': 'Self-employed',
  retired: 'Retired',
  homemaker: 'Homemaker',
  student: 'Student',
  other: 'Other',
} as const;

/** Gross annual income bands of the KYC registration agencies' form. */
export const INCOME_BANDS = {
  'below-1l': 'Below ₹1 lakh',
  '1l-5l': '₹1 lakh – ₹5 lakh',
  '5l-10l': '₹5 lakh – ₹10 lakh',
  '10l-25l': '₹10 lakh – ₹25 lakh',
  '25l-1cr': '₹25 lakh – ₹1 crore',
  'above-1cr': 'Above ₹1 crore',
} as const;

export const NOMINEE_RELATIONSHIPS = {
  spouse: 'Spouse',
  son: 'Son',
  daughter: 'Daughter',
  father: 'Father',
  mother: 'Mother',
  brother: 'Brother',
  sister: 'Sister',
  other: 'Other',
} as const;

export const PEP_STATUSES = {
  no: 'No',
  yes: 'Yes, I am politically exposed',
  related: 'I am related to a politically exposed person',
} as const;

export const TAX_RESIDENCIES = {
  'india-only': 'India only',
  'india-and-other': 'India and another country',
} as const;

/** States and union territories, for the address. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const keysOf = <T extends Record<string, string>>(choices: T) =>
  Object.keys(choices) as [keyof T & string, ...Array<keyof T & string>];
