import { Box, Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MIN_AGE, todayInIndia } from '../model/kyc-checks';
import type { KycValues, TextField } from '../model/kyc-form';
import {
  INCOME_BANDS,
  INDIAN_STATES,
  NOMINEE_RELATIONSHIPS,
  OCCUPATIONS,
  PEP_STATUSES,
  TAX_RESIDENCIES,
} from '../model/kyc-options';
import type { KycField } from '../model/kyc-rules';
import { KycCheckField, KycChoiceField, KycSelectField, KycTextField } from './kyc-fields';

export interface KycFormControls {
  values: KycValues;
  errorOf: (field: KycField) => string | undefined;
  set: (field: TextField, value: string) => void;
  setConfirmed: (checked: boolean) => void;
  touch: (field: KycField) => void;
}

const pairs = (choices: Record<string, string>) => Object.entries(choices);
const STATES = INDIAN_STATES.map((state) => [state, state] as const);

/** The latest birth date of someone who is 18 today, for the date picker's limit. */
function latestBirthDate(): string {
  const [year, rest] = [Number(todayInIndia().slice(0, 4)), todayInIndia().slice(4)];
  return `${year - MIN_AGE}${rest}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" aria-label={title}>
      <Card.Header pb={0}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** The KYC form's six sections; one column on phones, two on tablets. */
export function KycSections({ values, errorOf, set, setConfirmed, touch }: KycFormControls) {
  const text = (field: TextField) => ({
    field,
    value: values[field],
    error: errorOf(field),
    onValue: (value: string) => set(field, value),
    onBlur: () => touch(field),
  });
  const pick = (field: TextField) => ({
    field,
    value: values[field],
    error: errorOf(field),
    onValue: (value: string) => {
      set(field, value);
      touch(field);
    },
  });
  return (
    <Stack gap={5}>
      <Section title="Identity">
        <KycTextField label="Name as on your PAN card" autoComplete="name" {...text('name')} />
        <KycTextField
          label="PAN"
          hint="10 characters, e.g. ABCPE1234F"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={10}
          {...text('pan')}
        />
        <KycTextField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          max={latestBirthDate()}
          {...text('dateOfBirth')}
        />
        <KycTextField
          label="Last 4 digits of your Aadhaar"
          hint="Only the last 4 digits. Never enter your full Aadhaar number."
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          {...text('aadhaarLast4')}
        />
      </Section>
      <Section title="Contact and address">
        <KycTextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          prefix="+91"
          autoComplete="tel-national"
          maxLength={10}
          {...text('mobile')}
        />
        <KycTextField label="E-mail" type="email" autoComplete="email" {...text('email')} />
        <KycTextField
          label="House, building and street"
          autoComplete="address-line1"
          {...text('addressLine1')}
        />
        <KycTextField
          label="Area or landmark (optional)"
          autoComplete="address-line2"
          {...text('addressLine2')}
        />
        <KycTextField label="City or town" autoComplete="address-level2" {...text('city')} />
        <KycSelectField
          label="State or union territory"
          choices={STATES}
          {...pick('state')}
          onBlur={() => touch('state')}
        />
        <KycTextField
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          {...text('pinCode')}
        />
      </Section>
      <Section title="Occupation and income">
        <KycSelectField
          label="Occupation"
          choices={pairs(OCCUPATIONS)}
          {...pick('occupation')}
          onBlur={() => touch('occupation')}
        />
        <KycSelectField
          label="Yearly income"
          choices={pairs(INCOME_BANDS)}
          {...pick('incomeBand')}
          onBlur={() => touch('incomeBand')}
        />
      </Section>
      <Section title="Bank account">
        <KycTextField
          label="IFSC of your branch"
          hint="On your cheque book or passbook, e.g. SBIN0001234"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={11}
          {...text('ifsc')}
        />
        <KycTextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          {...text('accountNumber')}
        />
        <KycTextField
          label="Account number again"
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          {...text('accountNumberConfirm')}
        />
      </Section>
      <Section title="Nominee">
        <KycTextField label="Nominee’s full name" autoComplete="off" {...text('nomineeName')} />
        <KycSelectField
          label="Relationship to you"
          choices={pairs(NOMINEE_RELATIONSHIPS)}
          {...pick('nomineeRelationship')}
          onBlur={() => touch('nomineeRelationship')}
        />
      </Section>
      <Section title="Declarations">
        <KycChoiceField
          label="Are you a politically exposed person, or related to one?"
          choices={pairs(PEP_STATUSES)}
          {...pick('politicallyExposed')}
        />
        <KycChoiceField
          label="Where are you resident for tax?"
          choices={pairs(TAX_RESIDENCIES)}
          {...pick('taxResidency')}
        />
        <Box gridColumn={{ md: '1 / -1' }}>
          <KycCheckField
            field="confirmed"
            label="I confirm that these details are true and complete, and I will tell my adviser if they change."
            checked={values.confirmed}
            error={errorOf('confirmed')}
            onChecked={(checked) => {
              setConfirmed(checked);
              touch('confirmed');
            }}
          />
        </Box>
      </Section>
    </Stack>
  );
}
