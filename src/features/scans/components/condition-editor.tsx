import { Box, Button, chakra, Flex, Text, useRecipe } from '@chakra-ui/react';
import { fieldByName, functionByName } from '@/domain/scan/fields';
import { operatorsFor, termType, withLeft } from '../model/builder-edit';
import type { Condition, Operator, Term } from '../model/builder';
import { RightEditor } from './right-editor';
import { TermPicker } from './term-picker';

// One condition of the builder: a value, how it compares, and what with (a number, a word, or
// another value, optionally multiplied: `close >= 0.95 * high_52w`). Wraps onto lines on phones.

export const OPERATOR_WORDS: Record<Operator, string> = {
  '<': 'is below (<)',
  '<=': 'is at most (<=)',
  '>': 'is above (>)',
  '>=': 'is at least (>=)',
  '=': 'is (=)',
  '!=': 'is not (!=)',
  'crosses above': 'crosses above',
  'crosses below': 'crosses below',
};

/** What the value on the left is, from the catalogue (the same words as the language's doc). */
const describe = (term: Term): string =>
  (term.kind === 'field' ? fieldByName(term.name) : functionByName(term.name))?.description ?? '';

interface ConditionEditorProps {
  condition: Condition;
  /** "Condition 2", for the controls' names. */
  name: string;
  onChange: (condition: Condition) => void;
  onRemove: () => void;
}

export function ConditionEditor({ condition, name, onChange, onRemove }: ConditionEditorProps) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  const type = termType(condition.left.term);
  return (
    <Flex
      as="fieldset"
      minW={0}
      gap={2}
      flexWrap="wrap"
      align="center"
      borderWidth="1px"
      borderRadius="l2"
      p={2}
      data-testid="scan-condition"
    >
      <chakra.legend srOnly>{name}</chakra.legend>
      <TermPicker
        term={condition.left.term}
        label={`${name}: value`}
        onChange={(term) => onChange(withLeft(condition, term))}
      />
      <chakra.select
        css={[input, { appearance: 'auto', pe: 2 }]}
        w="auto"
        maxW="100%"
        aria-label={`${name}: comparison`}
        value={condition.op}
        onChange={(event) => onChange({ ...condition, op: event.target.value as Operator })}
      >
        {operatorsFor(type).map((op) => (
          <option key={op} value={op}>
            {OPERATOR_WORDS[op]}
          </option>
        ))}
      </chakra.select>
      <RightEditor
        left={condition.left.term}
        right={condition.right}
        name={name}
        onChange={(right) => onChange({ ...condition, right })}
      />
      <Box flex="1" />
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        Remove
      </Button>
      <Text flexBasis="100%" fontSize="xs" color="fg.muted">
        {describe(condition.left.term)}
      </Text>
    </Flex>
  );
}
