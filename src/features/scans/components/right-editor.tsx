import { chakra, useRecipe } from '@chakra-ui/react';
import { fieldByName } from '@/domain/scan/fields';
import { termType } from '../model/builder-edit';
import type { Operand, Term } from '../model/builder';
import { NumberField } from './number-field';
import { TermPicker } from './term-picker';

// The right side of a condition: what the value on the left is compared with, by its type — a
// number or another value (optionally multiplied) for numbers, a word for text, yes or no.

export function RightEditor({
  left,
  right,
  name,
  onChange,
}: {
  left: Term;
  right: Operand;
  name: string;
  onChange: (right: Operand) => void;
}) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  const select = [input, { appearance: 'auto', pe: 2 }];
  const type = termType(left);
  if (type === 'boolean') {
    return (
      <chakra.select
        css={select}
        w="auto"
        maxW="100%"
        aria-label={`${name}: yes or no`}
        value={right.kind === 'boolean' && !right.value ? 'false' : 'true'}
        onChange={(event) => onChange({ kind: 'boolean', value: event.target.value === 'true' })}
      >
        <option value="true">Yes (TRUE)</option>
        <option value="false">No (FALSE)</option>
      </chakra.select>
    );
  }
  if (type === 'text') {
    const values = left.kind === 'field' ? fieldByName(left.name)?.values : undefined;
    const value = right.kind === 'text' ? right.value : '';
    return values ? (
      <chakra.select
        css={select}
        w="auto"
        maxW="100%"
        aria-label={`${name}: word`}
        value={value}
        onChange={(event) => onChange({ kind: 'text', value: event.target.value })}
      >
        {values.map((one) => (
          <option key={one} value={one}>
            {one}
          </option>
        ))}
      </chakra.select>
    ) : (
      <chakra.input
        css={input}
        w="12rem"
        aria-label={`${name}: word`}
        value={value}
        onChange={(event) => onChange({ kind: 'text', value: event.target.value })}
      />
    );
  }
  return (
    <>
      <chakra.select
        css={select}
        w="auto"
        maxW="100%"
        aria-label={`${name}: compare with`}
        value={right.kind === 'term' ? 'term' : 'number'}
        onChange={(event) =>
          onChange(
            event.target.value === 'term'
              ? { kind: 'term', term: left, times: 1 }
              : { kind: 'number', value: 0 },
          )
        }
      >
        <option value="number">a number</option>
        <option value="term">another value</option>
      </chakra.select>
      {right.kind === 'term' ? (
        <>
          <NumberField
            width="4.5rem"
            label={`${name}: multiplied by`}
            value={right.times}
            onChange={(times) => onChange({ ...right, times })}
          />
          <chakra.span aria-hidden="true">×</chakra.span>
          <TermPicker
            term={right.term}
            label={`${name}: other value`}
            numbersOnly
            onChange={(term) => onChange({ ...right, term })}
          />
        </>
      ) : (
        <NumberField
          label={`${name}: number`}
          value={right.kind === 'number' ? right.value : 0}
          onChange={(value) => onChange({ kind: 'number', value })}
        />
      )}
    </>
  );
}
