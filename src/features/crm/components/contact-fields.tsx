import { Badge, Button, chakra, HStack, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useState } from 'react';
import { HintAndError, describedBy } from '@/ui/plain-field';
import { addTags, type DateText } from '../model/contact-form';
import { IMPORTANT_DATE_KIND_LABELS, IMPORTANT_DATE_KINDS, TAGS_MAX } from '../model/contract';

// The contact dialog's two list fields: tags as chips (typed with , or ; or Enter, each removable
// by its own labelled button) and important dates, each a kind, a day and an optional label.

const TAGS_HINT = 'Such as “HNI”, “Pune”; press Enter or type a comma after each';

export function TagsField({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) {
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const [typed, setTyped] = useState('');
  const commit = (text: string) => {
    if (text.trim() !== '') onChange(addTags(tags, text));
    setTyped('');
  };
  return (
    <Stack gap={2}>
      <chakra.label htmlFor="contact-tags" fontWeight="medium" textStyle="sm">
        Tags
      </chakra.label>
      {tags.length > 0 ? (
        <HStack as="ul" listStyleType="none" ps={0} wrap="wrap" gap={2}>
          {tags.map((tag) => (
            <Badge as="li" key={tag} size="md" variant="subtle" colorPalette="purple" gap={1}>
              {tag}
              <chakra.button
                type="button"
                aria-label={`Remove the tag ${tag}`}
                cursor="pointer"
                px={1}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              >
                ×
              </chakra.button>
            </Badge>
          ))}
        </HStack>
      ) : null}
      <chakra.input
        id="contact-tags"
        css={input}
        value={typed}
        disabled={tags.length >= TAGS_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id: 'contact-tags', error, hint: TAGS_HINT })}
        onChange={(event) => {
          const value = event.target.value;
          if (/[,;]/.test(value)) commit(value);
          else setTyped(value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(typed);
          }
        }}
        onBlur={() => commit(typed)}
      />
      <HintAndError id="contact-tags" error={error} hint={TAGS_HINT} />
    </Stack>
  );
}

export function DatesField({
  dates,
  onChange,
  errors,
}: {
  dates: DateText[];
  onChange: (dates: DateText[]) => void;
  errors: Record<string, string>;
}) {
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const set = (index: number, patch: Partial<DateText>) =>
    onChange(dates.map((date, at) => (at === index ? { ...date, ...patch } : date)));
  return (
    <chakra.fieldset>
      <Text as="legend" fontWeight="medium" textStyle="sm" mb={2}>
        Important dates
      </Text>
      <Stack gap={3}>
        {dates.map((date, index) => {
          const error =
            errors[`importantDates.${index}.date`] ??
            errors[`importantDates.${index}.kind`] ??
            errors[`importantDates.${index}.label`];
          const id = `contact-date-${index}`;
          return (
            <Stack key={index} gap={1}>
              <Stack direction={{ base: 'column', sm: 'row' }} gap={2}>
                <chakra.select
                  aria-label={`Date ${index + 1}: kind`}
                  css={[input, { appearance: 'auto', pe: 2, w: { sm: '10rem' } }]}
                  value={date.kind}
                  onChange={(event) => {
                    const kind = IMPORTANT_DATE_KINDS.find((one) => one === event.target.value);
                    if (kind) set(index, { kind });
                  }}
                >
                  {IMPORTANT_DATE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {IMPORTANT_DATE_KIND_LABELS[kind]}
                    </option>
                  ))}
                </chakra.select>
                <chakra.input
                  type="date"
                  aria-label={`Date ${index + 1}: day`}
                  css={[input, { w: { sm: '11rem' } }]}
                  value={date.date}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => set(index, { date: event.target.value })}
                />
                <chakra.input
                  aria-label={`Date ${index + 1}: label (optional)`}
                  placeholder="Label, e.g. LIC policy"
                  css={input}
                  value={date.label}
                  onChange={(event) => set(index, { label: event.target.value })}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove date ${index + 1}`}
                  onClick={() => onChange(dates.filter((_, at) => at !== index))}
                >
                  Remove
                </Button>
              </Stack>
              <HintAndError id={id} error={error} />
            </Stack>
          );
        })}
        <Button
          variant="outline"
          size="sm"
          alignSelf="flex-start"
          onClick={() => onChange([...dates, { kind: 'birthday', date: '', label: '' }])}
        >
          Add a date
        </Button>
        <HintAndError id="contact-dates" error={errors.importantDates} />
      </Stack>
    </chakra.fieldset>
  );
}
