import { Button, Field, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FormAlert } from '@/ui/form-alert';
import { formatPhone } from '@/ui/format-phone';
import { accountQueryOptions } from '../api/account-get';
import { checkName, NAME_MAX, saveProfileName } from '../api/profile-name-save';
import type { Account } from '../model/contract';
import { actionErrorMessage } from './action-error';
import { SettingsCard } from './settings-card';

const KYC_STATUS = {
  submitted: 'Submitted, waiting for your adviser',
  verified: 'Verified by your adviser',
  rejected: 'Needs changes',
} as const;

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: 0, sm: 4 }}>
      <Text as="dt" color="fg.muted" minW={{ sm: '11rem' }}>
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}

/** Who the investor is to the app: the name they chose, contact details, KYC and adviser. */
export function ProfileCard({ account }: { account: Account }) {
  const { profile } = account;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(profile.name ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const save = async () => {
    const invalid = checkName(name);
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    setFailure(null);
    try {
      await saveProfileName(name);
      await queryClient.invalidateQueries(accountQueryOptions());
      setEditing(false);
      setSaved(true);
    } catch (error) {
      // What was typed stays in the field.
      setFailure(actionErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsCard id="profile" title="Profile" description="How we know you and reach you.">
      <Stack gap={4}>
        {saved ? <FormAlert status="success" title="Your name is saved." /> : null}
        {editing ? (
          <Stack
            as="form"
            gap={3}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Field.Root invalid={problem !== null} required>
              <Field.Label>Your name</Field.Label>
              <Input
                value={name}
                maxLength={NAME_MAX + 20}
                autoComplete="name"
                onChange={(event) => setName(event.target.value)}
              />
              {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
              <Field.HelperText>
                What the app calls you. Your KYC keeps the name on your PAN.
              </Field.HelperText>
            </Field.Root>
            {failure ? <FormAlert status="error" title={failure} /> : null}
            <HStack gap={2}>
              <Button type="submit" size="sm" loading={saving}>
                Save name
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setEditing(false);
                  setName(profile.name ?? '');
                  setProblem(null);
                  setFailure(null);
                }}
              >
                Cancel
              </Button>
            </HStack>
          </Stack>
        ) : null}
        <Stack as="dl" gap={2}>
          {!editing ? (
            <Row label="Name">
              {profile.name ?? 'Not set'}{' '}
              <Button
                size="xs"
                variant="ghost"
                colorPalette="purple"
                ml={1}
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                Change
              </Button>
            </Row>
          ) : null}
          <Row label="E-mail (your sign-in)">{profile.email ?? 'None'}</Row>
          <Row label="Mobile">
            {profile.phone ? formatPhone(profile.phone) : 'None'}{' '}
            <ChakraLink
              asChild
              variant="underline"
              colorPalette="purple"
              fontWeight="normal"
              ml={1}
            >
              <Link to="/signupmobileconfirm">{profile.phone ? 'Change' : 'Add'}</Link>
            </ChakraLink>
          </Row>
          <Row label="Member since">{memberSince(profile.memberSince)}</Row>
          <Row label="Adviser">
            {profile.adviser
              ? `${profile.adviser.name ?? 'Your adviser'}${profile.adviser.sebiReg ? ` (SEBI ${profile.adviser.sebiReg})` : ''}`
              : 'None yet'}
          </Row>
        </Stack>
        {profile.kyc ? (
          <Stack as="section" aria-labelledby="profile-kyc" gap={2}>
            <Text as="h3" id="profile-kyc" fontWeight="semibold">
              KYC details
            </Text>
            <Stack as="dl" gap={2}>
              <Row label="Status">{KYC_STATUS[profile.kyc.status]}</Row>
              <Row label="Name on PAN">{profile.kyc.legalName}</Row>
              <Row label="PAN">
                <span aria-label={`PAN ending ${profile.kyc.pan.slice(5).split('').join(' ')}`}>
                  {profile.kyc.pan}
                </span>
              </Row>
              <Row label="City">{profile.kyc.city}</Row>
              <Row label="Nominee">{profile.kyc.nominee ?? 'None'}</Row>
            </Stack>
            <Text textStyle="sm" color="fg.muted">
              Your adviser verified these. To change them, ask your adviser: a change is checked
              again, as SEBI requires.
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">Your KYC details will show here once you submit them.</Text>
        )}
      </Stack>
    </SettingsCard>
  );
}
