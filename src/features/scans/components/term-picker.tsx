import { chakra, HStack, Text, useRecipe } from '@chakra-ui/react';
import { fieldByName, SCAN_FUNCTIONS, functionByName } from '@/domain/scan/fields';
import { defaultCall, FIELD_GROUPS, SERIES_FIELDS } from '../model/builder-edit';
import type { Arg, Term } from '../model/builder';
import { NumberField } from './number-field';

// A value a condition reads: a field (P/E, Close…) or an indicator with its inputs (SMA of
// close over 50 days). One select lists both, fields by their group, then the indicators.

interface TermPickerProps {
  term: Term;
  onChange: (term: Term) => void;
  /** What the select is for, read by screen readers: "Value, condition 2". */
  label: string;
  /** Only values that give numbers (the right side of a number comparison). */
  numbersOnly?: boolean;
}

const termKey = (term: Term) => `${term.kind === 'field' ? 'field' : 'fn'}:${term.name}`;

export function TermPicker({ term, onChange, label, numbersOnly = false }: TermPickerProps) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <HStack gap={2} flexWrap="wrap" align="center" minW={0} maxW="100%">
      <chakra.select
        css={[input, { appearance: 'auto', pe: 2 }]}
        w="auto"
        maxW="100%"
        aria-label={label}
        value={termKey(term)}
        onChange={(event) => {
          const [kind, name = ''] = event.target.value.split(':');
          onChange(kind === 'fn' ? defaultCall(name) : { kind: 'field', name });
        }}
      >
        {FIELD_GROUPS.map(({ group, names }) => {
          const shown = numbersOnly
            ? names.filter((name) => fieldByName(name)?.type === 'number')
            : names;
          return shown.length === 0 ? null : (
            <optgroup key={group} label={group}>
              {shown.map((name) => (
                <option key={name} value={`field:${name}`}>
                  {fieldByName(name)?.label ?? name}
                </option>
              ))}
            </optgroup>
          );
        })}
        <optgroup label="Indicators">
          {SCAN_FUNCTIONS.map((fn) => (
            <option key={fn.name} value={`fn:${fn.name}`}>
              {fn.name.toUpperCase().replaceAll('_', ' ')}:{' '}
              {fn.description.split(/[:;,(]/)[0]?.trim()}
            </option>
          ))}
        </optgroup>
      </chakra.select>
      {term.kind === 'call' ? <CallArgs term={term} onChange={onChange} label={label} /> : null}
    </HStack>
  );
}

function CallArgs({
  term,
  onChange,
  label,
}: {
  term: Extract<Term, { kind: 'call' }>;
  onChange: (term: Term) => void;
  label: string;
}) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  const fn = functionByName(term.name);
  const setArg = (index: number, arg: Arg) =>
    onChange({ ...term, args: term.args.map((one, at) => (at === index ? arg : one)) });
  return (
    <>
      {term.args.map((arg, index) => {
        const param = fn?.params[index];
        const name = param?.name === 'n' ? 'days' : (param?.name ?? 'value');
        const argLabel = `${label}: ${term.name.toUpperCase()} ${name}`;
        return (
          <HStack key={index} gap={1}>
            <Text as="span" fontSize="sm" color="fg.muted" aria-hidden="true">
              {name}
            </Text>
            {arg.kind === 'series' ? (
              <chakra.select
                css={[input, { appearance: 'auto', pe: 2 }]}
                w="auto"
                maxW="100%"
                aria-label={argLabel}
                value={arg.name}
                onChange={(event) => setArg(index, { kind: 'series', name: event.target.value })}
              >
                {SERIES_FIELDS.map((series) => (
                  <option key={series} value={series}>
                    {fieldByName(series)?.label ?? series}
                  </option>
                ))}
              </chakra.select>
            ) : (
              <NumberField
                width="5rem"
                label={argLabel}
                value={arg.value}
                onChange={(value) => setArg(index, { kind: 'number', value })}
              />
            )}
          </HStack>
        );
      })}
    </>
  );
}
