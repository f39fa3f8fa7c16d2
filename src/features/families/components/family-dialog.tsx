import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { HintAndError, PlainField, describedBy } from '@/ui/plain-field';
import { useFamilyClients } from '../api/clients-get';
import { useFamilyWrite } from '../api/family-write';
import {
  FAMILY_NAME_MAX,
  FAMILY_ROLE_LABELS,
  FAMILY_ROLES,
  type FamilyMemberInput,
  type FamilyRole,
  type FamilySummary,
} from '../model/contract';
import { checkFamilyDraft, placeFieldErrors } from '../model/family-form';

// Makes or changes a family (issue 15, Deliver 4): its name and the clients in it, each with
// their role in the household. A client already in another family is shown as such and cannot
// be chosen. What was typed stays on a refusal, with the server's messages at their fields.

const NAME_HINT = 'Such as “Sharma household”';

export interface FamilyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The family changed; none to make a new one. */
  family?: FamilySummary | undefined;
  /** Every family of the adviser's, to say where a client belongs already. */
  families: readonly FamilySummary[];
  /** Sent (`sent`) or kept on the device until online (`queued`). */
  onSaved: (familyId: string, state: 'sent' | 'queued') => void;
}

export function FamilyDialog(props: FamilyDialogProps) {
  const { open, onOpenChange, family } = props;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4} maxW="lg">
            <Dialog.Header>
              <Dialog.Title>{family ? `Edit ${family.name}` : 'New family'}</Dialog.Title>
            </Dialog.Header>
            <FamilyForm {...props} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function FamilyForm({ onOpenChange, family, families, onSaved }: FamilyDialogProps) {
  const clients = useFamilyClients();
  const write = useFamilyWrite();
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  // A new family's id is made once, when the dialog opens: a retry names the same family.
  const [familyId] = useState(() => family?.familyId ?? crypto.randomUUID());
  const [name, setName] = useState(family?.name ?? '');
  const [members, setMembers] = useState<FamilyMemberInput[]>(
    family?.members.map(({ investorId, role }) => ({ investorId, role })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [memberErrors, setMemberErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const elsewhere = new Map<string, string>();
  for (const other of families) {
    if (other.familyId === familyId) continue;
    for (const member of other.members) elsewhere.set(member.investorId, other.name);
  }

  const roleOf = (id: string) => members.find((member) => member.investorId === id)?.role;
  const toggle = (id: string) =>
    setMembers((old) =>
      old.some((member) => member.investorId === id)
        ? old.filter((member) => member.investorId !== id)
        : [...old, { investorId: id, role: old.length === 0 ? 'head' : 'other' }],
    );
  const setRole = (id: string, role: FamilyRole) =>
    setMembers((old) =>
      old.map((member) => (member.investorId === id ? { ...member, role } : member)),
    );

  const submit = () => {
    setFailure(null);
    setMemberErrors({});
    const checked = checkFamilyDraft({ name, members });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const sent = checked.body.members;
    write.mutate(
      family
        ? { kind: 'update', familyId, body: checked.body }
        : { kind: 'create', body: { familyId, ...checked.body } },
      {
        onSuccess: (result) => {
          onSaved(familyId, result.state === 'sent' ? 'sent' : 'queued');
          onOpenChange(false);
        },
        onError: (error) => {
          const placed = placeFieldErrors(fieldErrorsOf(error), sent);
          setErrors(placed.fields);
          setMemberErrors(placed.byMember);
          setFailure(isApiError(error) ? error.message : 'It could not be saved. Try again.');
        },
      },
    );
  };

  const list = clients.data?.data.investors ?? [];

  return (
    <chakra.form
      display="contents"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Dialog.Body>
        <Stack gap={4}>
          {failure ? <FormAlert status="error" title={failure} /> : null}
          <PlainField id="family-name" label="Family name" error={errors.name} hint={NAME_HINT}>
            <chakra.input
              id="family-name"
              css={input}
              value={name}
              maxLength={FAMILY_NAME_MAX + 20}
              autoComplete="off"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy({
                id: 'family-name',
                error: errors.name,
                hint: NAME_HINT,
              })}
              onChange={(event) => setName(event.target.value)}
            />
          </PlainField>

          <chakra.fieldset
            aria-describedby={errors.members ? 'family-members-error' : undefined}
            aria-invalid={errors.members ? true : undefined}
          >
            <Text as="legend" fontWeight="medium" textStyle="sm" mb={2}>
              Clients in the family, and their role
            </Text>
            {clients.isPending ? (
              <HStack>
                <Spinner size="sm" />
                <Text>Loading your clients…</Text>
              </HStack>
            ) : clients.isError ? (
              <FormAlert status="error" title="Your clients could not be loaded">
                <Button size="xs" variant="outline" onClick={() => void clients.refetch()}>
                  Try again
                </Button>
              </FormAlert>
            ) : list.length === 0 ? (
              <Text color="fg.muted">You have no clients yet.</Text>
            ) : (
              <Stack as="ul" gap={2} listStyleType="none" ps={0}>
                {list.map((client) => {
                  const role = roleOf(client.id);
                  const taken = elsewhere.get(client.id);
                  const label = client.name ?? 'Unnamed client';
                  const error = memberErrors[client.id];
                  const errorId = `family-member-${client.id}-error`;
                  return (
                    <Stack
                      as="li"
                      key={client.id}
                      gap={1}
                      direction={{ base: 'column', sm: 'row' }}
                      wrap={{ sm: 'wrap' }}
                      align={{ sm: 'center' }}
                      justify="space-between"
                    >
                      <chakra.label
                        display="flex"
                        gap={2}
                        alignItems="center"
                        cursor={taken ? 'not-allowed' : 'pointer'}
                        color={taken ? 'fg.muted' : undefined}
                      >
                        <chakra.input
                          type="checkbox"
                          w="5"
                          h="5"
                          accentColor="purple.600"
                          checked={role !== undefined}
                          disabled={taken !== undefined && role === undefined}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          onChange={() => toggle(client.id)}
                        />
                        <Text as="span">
                          {label}
                          {taken ? ` (in ${taken})` : ''}
                        </Text>
                      </chakra.label>
                      {role !== undefined ? (
                        <chakra.select
                          aria-label={`${label}’s role`}
                          css={[input, { appearance: 'auto', pe: 2, w: { sm: '9rem' } }]}
                          value={role}
                          onChange={(event) => {
                            const picked = FAMILY_ROLES.find((id) => id === event.target.value);
                            if (picked) setRole(client.id, picked);
                          }}
                        >
                          {FAMILY_ROLES.map((id) => (
                            <option key={id} value={id}>
                              {FAMILY_ROLE_LABELS[id]}
                            </option>
                          ))}
                        </chakra.select>
                      ) : null}
                      {error ? (
                        <Text id={errorId} color="fg.error" textStyle="sm" flexBasis="100%">
                          {error}
                        </Text>
                      ) : null}
                    </Stack>
                  );
                })}
              </Stack>
            )}
            <HintAndError id="family-members" error={errors.members} />
          </chakra.fieldset>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="purple" loading={write.isPending}>
          {family ? 'Save changes' : 'Make the family'}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
