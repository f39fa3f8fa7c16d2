import { Box, chakra, Heading, Stack } from '@chakra-ui/react';
import { formatIndianDate } from '../model/kyc-dates';
import {
  INCOME_BANDS,
  NOMINEE_RELATIONSHIPS,
  OCCUPATIONS,
  PEP_STATUSES,
  TAX_RESIDENCIES,
} from '../model/kyc-options';
import type { KycDetailsView } from '../model/kyc-records';

const labelOf = (choices: Record<string, string>, key: string) => choices[key] ?? key;

function rowsOf(details: KycDetailsView): Array<[string, Array<[string, string]>]> {
  const address = [details.addressLine1, details.addressLine2, details.city, details.state]
    .filter(Boolean)
    .join(', ');
  return [
    [
      'Identity',
      [
        ['Name as on PAN', details.name],
        ['PAN', details.pan],
        ['Date of birth', formatIndianDate(`${details.dateOfBirth}T00:00:00+05:30`)],
        ['Aadhaar', `XXXX XXXX ${details.aadhaarLast4}`],
      ],
    ],
    [
      'Contact and address',
      [
        ['Mobile', `+91 ${details.mobile}`],
        ['E-mail', details.email],
        ['Address', `${address} – ${details.pinCode}`],
      ],
    ],
    [
      'Occupation and income',
      [
        ['Occupation', labelOf(OCCUPATIONS, details.occupation)],
        ['Yearly income', labelOf(INCOME_BANDS, details.incomeBand)],
      ],
    ],
    [
      'Bank account',
      [
        ['IFSC', details.ifsc],
        ['Account number', details.accountNumber],
      ],
    ],
    [
      'Nominee',
      [
        ['Name', details.nomineeName],
        ['Relationship', labelOf(NOMINEE_RELATIONSHIPS, details.nomineeRelationship)],
      ],
    ],
    [
      'Declarations',
      [
        ['Politically exposed', labelOf(PEP_STATUSES, details.politicallyExposed)],
        ['Tax residency', labelOf(TAX_RESIDENCIES, details.taxResidency)],
      ],
    ],
  ];
}

/** The submitted details as the adviser checks them against the documents. */
export function VerificationDetails({ details }: { details: KycDetailsView }) {
  return (
    <Stack gap={4}>
      {rowsOf(details).map(([section, rows]) => (
        <Box as="section" key={section} aria-label={section}>
          <Heading as="h3" size="sm" mb={1}>
            {section}
          </Heading>
          <chakra.dl
            display="grid"
            gridTemplateColumns="minmax(8rem, max-content) 1fr"
            columnGap={4}
            rowGap={1}
          >
            {rows.map(([label, value]) => (
              <Box key={label} display="contents">
                <chakra.dt color="fg.muted">{label}</chakra.dt>
                <chakra.dd overflowWrap="anywhere">{value}</chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        </Box>
      ))}
    </Stack>
  );
}
