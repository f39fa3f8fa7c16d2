import { Button, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '@/ui/form-alert';
import { useDeletion } from '../api/deletion';
import type { Account } from '../model/contract';
import {
  DELETION_CONFIRMATION,
  DELETION_GRACE_DAYS,
  ERASED,
  KEPT,
  RETENTION_YEARS,
} from '../model/deletion';
import { actionErrorMessage } from './action-error';
import { SettingsCard } from './settings-card';

export const deletionDate = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
    timeZoneName: 'short',
  });

/** Deleting the account: what goes, what SEBI makes us keep, 7 days to change one's mind. */
export function DeleteAccountCard({ deletion }: { deletion: Account['deletion'] }) {
  const { request, cancel } = useDeletion();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const confirmed = typed.trim() === DELETION_CONFIRMATION;

  if (deletion) {
    return (
      <SettingsCard id="delete" title="Delete account">
        <Stack gap={3} align="flex-start">
          <FormAlert
            status="info"
            title={`Your account will be deleted on ${deletionDate(deletion.dueAt)}.`}
          >
            Until then everything works as before, and you can change your mind.
          </FormAlert>
          {cancel.isError ? (
            <FormAlert status="error" title={actionErrorMessage(cancel.error)} />
          ) : null}
          <Button size="sm" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            Keep my account
          </Button>
        </Stack>
      </SettingsCard>
    );
  }

  return (
    <SettingsCard
      id="delete"
      title="Delete account"
      description={`Deleted ${DELETION_GRACE_DAYS} days after you ask; you can cancel until then.`}
    >
      <Stack gap={4}>
        <Stack gap={1}>
          <Text fontWeight="semibold">Deleted for good</Text>
          <List.Root ps={5} gap={1}>
            {ERASED.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </Stack>
        <Stack gap={1}>
          <Text fontWeight="semibold">Kept for {RETENTION_YEARS} years, then deleted</Text>
          <Text textStyle="sm" color="fg.muted">
            SEBI requires your adviser to keep these records (Investment Advisers Regulations,
            2013). No one uses them for anything else, and you will not be contacted.
          </Text>
          <List.Root ps={5} gap={1}>
            {KEPT.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </Stack>
        <Text textStyle="sm" color="fg.muted">
          Download your data first if you want a copy: after deletion we cannot send it.
        </Text>
        {open ? (
          <Stack
            as="form"
            gap={3}
            onSubmit={(event) => {
              event.preventDefault();
              if (!confirmed) return;
              request.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                  setTyped('');
                },
              });
            }}
          >
            <Field.Root>
              <Field.Label>Type {DELETION_CONFIRMATION} to confirm</Field.Label>
              <Input
                value={typed}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                onChange={(event) => setTyped(event.target.value)}
              />
            </Field.Root>
            {request.isError ? (
              <FormAlert status="error" title={actionErrorMessage(request.error)} />
            ) : null}
            <HStack gap={2} flexWrap="wrap">
              <Button
                type="submit"
                colorPalette="red"
                size="sm"
                disabled={!confirmed}
                loading={request.isPending}
              >
                Delete my account in {DELETION_GRACE_DAYS} days
              </Button>
              <Button size="sm" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Button
            alignSelf="flex-start"
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setOpen(true)}
          >
            Delete my account…
          </Button>
        )}
      </Stack>
    </SettingsCard>
  );
}
