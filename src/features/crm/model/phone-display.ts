/**
 * Indian mobile numbers as screens show them ("+919876543210" -> "+91 98765 43210") without
 * libphonenumber's metadata, which costs 28 KiB gzip (issue 19: first-visit budgets). Only where
 * this is exactly what model/phone.ts's `formatPhone` gives, checked against it for every prefix
 * in tests/unit/features/crm/phone-display.test.ts; null for any other number, which the caller
 * formats with the library (hooks/use-format-phone.ts).
 */
const TEN_DIGITS = /^\+91([6-9]\d{4})(\d{5})$/;

// Series that start like a mobile number but that libphonenumber groups otherwise (Indian
// landline areas such as 79 Ahmedabad, 80 Bengaluru, and many of the 6x, 7x and 8x codes).
// Kept to three digits: a series named here may hold numbers grouped 5 + 5 too, left to the library.
const OTHER_GROUPING = new RegExp(
  '^\\+91(?:' +
    '6(?:1[1-358]|2[124-9]|3[1-5]|4[1-35-7]|5[1-9]|6[1-578]|7[1-689]|8[0-6])|' +
    '7(?:1|3[1-49]|5[1259]|6[0-5]|70|88|9[1-5])|' +
    '8(?:0[2-467]|16|2[014]|3[126]|6[136]|7[078]|8[34]|91)' +
    ')',
);

export function formatIndianMobile(e164: string): string | null {
  const match = TEN_DIGITS.exec(e164);
  if (!match || OTHER_GROUPING.test(e164)) return null;
  return `+91 ${match[1]} ${match[2]}`;
}
