import {
  Button,
  Card,
  chakra,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { fieldErrorsOf, isApiError, isNetworkError } from '@/api/errors';
import { loadAmplify } from '@/auth/amplify/load-amplify';
import { FormAlert } from '@/ui/form-alert';
import { formatIsoDate } from '@/ui/format-money';
import { describedBy, PlainField } from '@/ui/plain-field';
import { useSaveSettings } from '../api/settings-save';
import { ADDRESS_MAX, indiaToday, type AdvisorSettings } from '../model/contract';
import {
  ADVISER_CHANNEL_LABEL,
  ADVISER_CHANNELS,
  ADVISER_TOPIC_INFO,
  ADVISER_TOPICS,
} from '../model/notification-topics';
import {
  checkForm,
  formFromSettings,
  requestOf,
  type FormProblems,
  type SettingsForm,
} from '../model/settings-form';

// The practice profile, defaults and notification choices: one form, one save (the API takes
// the whole set). Checked with the contract's rules first; the server's field errors land on
// the same fields; what was typed stays after any refusal.

type TextKey = Exclude<keyof SettingsForm, 'notifications'>;

const FIELD_PATH: Record<TextKey, string> = {
  name: 'profile.name',
  sebiReg: 'profile.sebiReg',
  sebiValidUntil: 'profile.sebiValidUntil',
  practiceName: 'profile.practiceName',
  contactEmail: 'profile.contactEmail',
  contactPhone: 'profile.contactPhone',
  officeAddress: 'profile.officeAddress',
  driftBand: 'defaults.driftBandBp',
  reviewPeriodMonths: 'defaults.reviewPeriodMonths',
  idleCash: 'defaults.idleCashThresholdPaise',
};

const Switch = chakra('input');

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={`${id}-heading`}>
      <Card.Header>
        <Heading as="h2" id={`${id}-heading`} size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

const REGISTRATION_NOTE: Partial<Record<AdvisorSettings['registration'], string>> = {
  'renew-soon': 'Your SEBI registration’s validity ends within 90 days: renew it in time.',
  lapsed:
    'The validity date of your SEBI registration has passed: renew it and enter the new date.',
};

/** Changing the name also changes the sign-in account's, which the server's profile follows. */
async function saveSignInName(name: string): Promise<void> {
  const auth = await loadAmplify();
  await auth.updateUserAttributes({ userAttributes: { name: name.trim() } });
  await auth.fetchAuthSession({ forceRefresh: true });
}

export function PracticeSettingsForm({ settings }: { settings: AdvisorSettings }) {
  const [form, setForm] = useState<SettingsForm>(() => formFromSettings(settings));
  const [problems, setProblems] = useState<FormProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSaveSettings();
  const input = useRecipe({ key: 'input' })({ size: 'md' });

  const set = (key: TextKey, value: string) => {
    save.reset();
    setForm((before) => ({ ...before, [key]: value }));
    setProblems((before) => ({ ...before, [FIELD_PATH[key]]: undefined }));
  };

  const submit = async () => {
    setFailure(null);
    const found = checkForm(form, indiaToday());
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      if (form.name.trim() !== (settings.profile.name ?? '')) await saveSignInName(form.name);
      await save.mutateAsync(requestOf(form));
    } catch (error) {
      setProblems(fieldErrorsOf(error));
      setFailure(
        isNetworkError(error)
          ? 'You are offline: a change of name needs a connection. Nothing was saved.'
          : isApiError(error) && error.fields.length > 0
            ? 'Some fields need a change: see below.'
            : error instanceof Error
              ? error.message
              : 'The settings were not saved.',
      );
    } finally {
      setBusy(false);
    }
  };

  const field = (key: TextKey, label: string, hint?: ReactNode, type = 'text', extra = {}) => {
    const id = `settings-${key}`;
    const error = problems[FIELD_PATH[key]];
    return (
      <PlainField id={id} label={label} error={error} hint={hint}>
        <chakra.input
          id={id}
          type={type}
          css={input}
          value={form[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error, hint })}
          onChange={(event) => set(key, event.target.value)}
          {...extra}
        />
      </PlainField>
    );
  };

  const outcome = save.data?.state;
  const note = REGISTRATION_NOTE[settings.registration];

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap={6}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Section id="practice-profile" title="Practice profile">
        <Stack gap={4}>
          {note ? <FormAlert status="info" title={note} /> : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {field('name', 'Your name', 'As your clients see it', 'text', { autoComplete: 'name' })}
            {field(
              'sebiReg',
              'SEBI registration number',
              'INA and nine digits: INA000012345',
              'text',
              {
                autoCapitalize: 'characters',
                spellCheck: false,
              },
            )}
            {field(
              'sebiValidUntil',
              'Registration valid until',
              settings.profile.sebiValidUntil
                ? `Saved: ${formatIsoDate(settings.profile.sebiValidUntil)}. Leave empty if it has no end date.`
                : 'Leave empty if it has no end date',
              'date',
            )}
            {field('practiceName', 'Practice name')}
            {field('contactEmail', 'Contact e-mail', undefined, 'email', { autoComplete: 'email' })}
            {field('contactPhone', 'Contact mobile', 'An Indian mobile: +91 98200 12345', 'tel', {
              autoComplete: 'tel',
            })}
          </SimpleGrid>
          <PlainField
            id="settings-officeAddress"
            label="Office address"
            error={problems['profile.officeAddress']}
          >
            <chakra.textarea
              id="settings-officeAddress"
              css={input}
              minH="20"
              py={2}
              rows={3}
              maxLength={ADDRESS_MAX}
              value={form.officeAddress}
              aria-invalid={problems['profile.officeAddress'] ? true : undefined}
              aria-describedby={describedBy({
                id: 'settings-officeAddress',
                error: problems['profile.officeAddress'],
              })}
              onChange={(event) => set('officeAddress', event.target.value)}
            />
          </PlainField>
        </Stack>
      </Section>

      <Section id="practice-defaults" title="Defaults for your clients">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          {field(
            'driftBand',
            'Drift band (± percentage points)',
            'A new model portfolio’s band: 1 to 25',
            'text',
            { inputMode: 'decimal' },
          )}
          {field(
            'reviewPeriodMonths',
            'Review period (months)',
            'Risk profiles older than this are due for renewal: 1 to 36',
            'text',
            { inputMode: 'numeric' },
          )}
          {field(
            'idleCash',
            'Idle cash above (₹)',
            'The client book flags cash above this',
            'text',
            { inputMode: 'decimal' },
          )}
        </SimpleGrid>
      </Section>

      <Section id="practice-notifications" title="Notifications">
        <Stack gap={3}>
          <Text color="fg.muted" textStyle="sm">
            What appears in your notifications. E-mail and SMS notices for advisers are not sent
            yet.
          </Text>
          {ADVISER_TOPICS.map((topic) =>
            ADVISER_CHANNELS.map((channel) => {
              const id = `notify-${topic}-${channel}`;
              return (
                <Stack key={id} direction="row" gap={3} align="flex-start">
                  <Switch
                    id={id}
                    type="checkbox"
                    role="switch"
                    w="5"
                    h="5"
                    mt="0.5"
                    flexShrink={0}
                    cursor="pointer"
                    accentColor="purple.600"
                    checked={form.notifications[topic][channel]}
                    aria-describedby={`${id}-hint`}
                    onChange={(event) => {
                      save.reset();
                      const on = event.target.checked;
                      setForm((before) => ({
                        ...before,
                        notifications: {
                          ...before.notifications,
                          [topic]: { ...before.notifications[topic], [channel]: on },
                        },
                      }));
                    }}
                  />
                  <Stack gap={0}>
                    <chakra.label htmlFor={id} fontWeight="medium" cursor="pointer">
                      {ADVISER_TOPIC_INFO[topic].label} (
                      {ADVISER_CHANNEL_LABEL[channel].toLowerCase()})
                    </chakra.label>
                    <Text id={`${id}-hint`} textStyle="sm" color="fg.muted">
                      {ADVISER_TOPIC_INFO[topic].description}
                    </Text>
                  </Stack>
                </Stack>
              );
            }),
          )}
        </Stack>
      </Section>

      <Stack gap={3} aria-live="polite">
        {failure ? <FormAlert status="error" title={failure} /> : null}
        {outcome === 'sent' && !failure ? (
          <FormAlert status="success" title="Your practice settings are saved." />
        ) : null}
        {outcome === 'queued' ? (
          <FormAlert
            status="info"
            title="Saved on this device: your settings are sent when you are back online."
          />
        ) : null}
      </Stack>
      <Button type="submit" alignSelf="flex-start" loading={busy}>
        Save settings
      </Button>
    </chakra.form>
  );
}
