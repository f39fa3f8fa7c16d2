import { Button, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HintAndError } from '@/ui/plain-field';
import { NOMINEES_MAX } from '../model/contract';
import { addNominee, type NomineeDraft, type PolicyFormErrors } from '../model/policy-form';
import { TextField } from '@/ui/form-fields';

// The policy's nominees: name, relation and share each, the shares adding up to 100 %. Errors
// come keyed as the body's paths (`nominees.1.sharePct`), the list's own as `nominees`.

interface NomineesFieldProps {
  idPrefix: string;
  nominees: NomineeDraft[];
  errors: PolicyFormErrors;
  onChange: (nominees: NomineeDraft[]) => void;
}

export function NomineesField({ idPrefix, nominees, errors, onChange }: NomineesFieldProps) {
  const listId = `${idPrefix}-nominees`;
  const total = nominees.reduce((sum, nominee) => sum + (Number(nominee.share) || 0), 0);
  const set = (index: number, patch: Partial<NomineeDraft>) =>
    onChange(nominees.map((nominee, at) => (at === index ? { ...nominee, ...patch } : nominee)));
  const hint =
    nominees.length === 0
      ? 'Who receives the claim. Optional; insurers ask for at least one.'
      : `The shares add up to ${total} %; they should make 100 %.`;
  return (
    <chakra.fieldset
      aria-describedby={[errors.nominees ? `${listId}-error` : null, `${listId}-hint`]
        .filter(Boolean)
        .join(' ')}
      aria-invalid={errors.nominees ? true : undefined}
    >
      <Text as="legend" fontWeight="medium" textStyle="sm" mb={2}>
        Nominees
      </Text>
      <Stack gap={4} as="ol" listStyleType="none" ps={0}>
        {nominees.map((nominee, index) => {
          const id = `${listId}-${index}`;
          const number = index + 1;
          return (
            <Stack as="li" key={index} gap={2} borderWidth="1px" borderRadius="l2" p={3}>
              <HStack justify="space-between">
                <Text textStyle="sm" fontWeight="medium" id={`${id}-title`}>
                  Nominee {number}
                </Text>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove nominee ${number}${nominee.name ? ` (${nominee.name})` : ''}`}
                  onClick={() => onChange(nominees.filter((_, at) => at !== index))}
                >
                  Remove
                </Button>
              </HStack>
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap={3}>
                <TextField
                  id={`${id}-name`}
                  label="Name"
                  value={nominee.name}
                  onValue={(name) => set(index, { name })}
                  error={errors[`nominees.${index}.name`]}
                  autoComplete="off"
                />
                <TextField
                  id={`${id}-relation`}
                  label="Relation"
                  value={nominee.relation}
                  onValue={(relation) => set(index, { relation })}
                  error={errors[`nominees.${index}.relation`]}
                  placeholder="Spouse, son…"
                />
                <TextField
                  id={`${id}-share`}
                  label="Share"
                  suffix="%"
                  inputMode="numeric"
                  value={nominee.share}
                  onValue={(share) => set(index, { share })}
                  error={errors[`nominees.${index}.sharePct`]}
                />
              </SimpleGrid>
            </Stack>
          );
        })}
      </Stack>
      <HintAndError id={listId} error={errors.nominees} hint={hint} />
      {nominees.length < NOMINEES_MAX ? (
        <Button mt={2} size="sm" variant="outline" onClick={() => onChange(addNominee(nominees))}>
          Add a nominee
        </Button>
      ) : null}
    </chakra.fieldset>
  );
}
