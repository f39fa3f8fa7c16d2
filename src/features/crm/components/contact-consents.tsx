import { Badge, Box, Button, chakra, HStack, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useState } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { PlainField, describedBy } from '@/ui/plain-field';
import { useConsentWrite } from '../api/consent-write';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_CHANNELS,
  SOURCE_TEXT_MAX,
  type Consent,
  type ConsentChannel,
} from '../model/contract';

// Consent to be contacted, per channel (DPDP Act 2023; issue 17): the latest state of each, a
// form to record consent given or withdrawn with where it came from, and the whole history,
// newest first. Records are only ever added (the server keeps every one).

export interface ContactConsentsProps {
  contactId: string;
  name: string;
  /** Every record, newest first. */
  history: readonly Consent[];
  onSaved: (state: 'sent' | 'queued') => void;
}

export function latestConsents(history: readonly Consent[]): Map<ConsentChannel, Consent> {
  const latest = new Map<ConsentChannel, Consent>();
  for (const consent of history) {
    const seen = latest.get(consent.channel);
    if (!seen || Date.parse(consent.recordedAt) > Date.parse(seen.recordedAt)) {
      latest.set(consent.channel, consent);
    }
  }
  return latest;
}

export function ContactConsents({ contactId, name, history, onSaved }: ContactConsentsProps) {
  const write = useConsentWrite(contactId, name);
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  const [channel, setChannel] = useState<ConsentChannel>('email');
  const [granted, setGranted] = useState(true);
  const [source, setSource] = useState('');
  const [error, setError] = useState<string | null>(null);
  const latest = latestConsents(history);

  const record = () => {
    if (source.trim() === '') {
      setError('Say where the consent came from, e.g. “Signed form at the seminar”');
      return;
    }
    setError(null);
    write.mutate(
      { channel, granted, source: source.trim() },
      {
        onSuccess: (result) => {
          setSource('');
          onSaved(result.state === 'sent' ? 'sent' : 'queued');
        },
        onError: (failure) =>
          setError(
            fieldErrorsOf(failure).source ??
              (isApiError(failure) ? failure.message : 'It could not be saved. Try again.'),
          ),
      },
    );
  };

  return (
    <Stack gap={3}>
      <HStack as="ul" listStyleType="none" ps={0} wrap="wrap" gap={2}>
        {CONSENT_CHANNELS.map((one) => {
          const state = latest.get(one);
          return (
            <Badge
              as="li"
              key={one}
              size="md"
              variant="subtle"
              colorPalette={state?.granted ? 'green' : state ? 'red' : 'gray'}
            >
              {CONSENT_CHANNEL_LABELS[one]}:{' '}
              {state ? (state.granted ? 'consent given' : 'withdrawn') : 'not asked'}
            </Badge>
          );
        })}
      </HStack>
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          record();
        }}
      >
        <Stack direction={{ base: 'column', md: 'row' }} gap={2} align={{ md: 'flex-end' }}>
          <chakra.select
            aria-label="Channel"
            css={[input, { appearance: 'auto', pe: 2, w: { md: '9rem' } }]}
            value={channel}
            onChange={(event) => {
              const picked = CONSENT_CHANNELS.find((one) => one === event.target.value);
              if (picked) setChannel(picked);
            }}
          >
            {CONSENT_CHANNELS.map((one) => (
              <option key={one} value={one}>
                {CONSENT_CHANNEL_LABELS[one]}
              </option>
            ))}
          </chakra.select>
          <chakra.select
            aria-label="Consent"
            css={[input, { appearance: 'auto', pe: 2, w: { md: '9rem' } }]}
            value={granted ? 'given' : 'withdrawn'}
            onChange={(event) => setGranted(event.target.value === 'given')}
          >
            <option value="given">Given</option>
            <option value="withdrawn">Withdrawn</option>
          </chakra.select>
          <Box flex="1">
            <PlainField
              id={`consent-source-${contactId}`}
              label="Source"
              error={error ?? undefined}
            >
              <chakra.input
                id={`consent-source-${contactId}`}
                css={input}
                value={source}
                maxLength={SOURCE_TEXT_MAX}
                placeholder="Such as “Signed form at the seminar, 12 Nov”"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy({
                  id: `consent-source-${contactId}`,
                  error: error ?? undefined,
                })}
                onChange={(event) => setSource(event.target.value)}
              />
            </PlainField>
          </Box>
          <Button type="submit" size="sm" variant="outline" loading={write.isPending}>
            Record consent
          </Button>
        </Stack>
      </chakra.form>
      {history.length > 0 ? (
        <Stack as="ol" listStyleType="none" ps={0} gap={1} aria-label="Consent history">
          {history.map((consent, index) => (
            <Text as="li" key={index} textStyle="sm" color="fg.muted">
              {formatIndianDateTime(new Date(consent.recordedAt))}:{' '}
              {CONSENT_CHANNEL_LABELS[consent.channel]} {consent.granted ? 'given' : 'withdrawn'} (
              {consent.source})
            </Text>
          ))}
        </Stack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          No consent recorded yet.
        </Text>
      )}
    </Stack>
  );
}
